import { z } from 'zod';
import { ZChatMessage } from './chat.js';
import { ZDirectMessage } from './messages.js';
import { ZNotification } from './notifications.js';
import { ZVotingRound } from './proposals.js';
import { LEFT_CHAPTER_REASONS, SESSION_END_REASONS } from './ws-codes.js';

export * from './ws-codes.js';

/**
 * Frames of the live socket at /ws (docs/reference/routes.md#api-chat, docs/reference/community.md). The
 * client joins one chapter's room at a time to receive its chat and its voting tally; everything else is
 * REST.
 */
const ZRoom = z.object({ storyId: z.number().int().positive(), chapterId: z.number().int().positive() });

/** Client -> server. */
export const ZClientFrame = z.discriminatedUnion('type', [
  ZRoom.extend({ type: z.literal('join_chapter') }),
  ZRoom.extend({ type: z.literal('leave_chapter') }),
]);
export type ClientFrame = z.infer<typeof ZClientFrame>;

/** Server -> client. */
export const ZServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined'), storyId: z.number().int(), chapterId: z.number().int() }),
  z.object({ type: z.literal('new_message'), message: ZChatMessage }),
  z.object({ type: z.literal('message_deleted'), chapterId: z.number().int(), messageId: z.number().int() }),
  /** A proposal's tally changed (a vote, a veto) or a proposal was added. */
  z.object({
    type: z.literal('votes_changed'),
    chapterId: z.number().int(),
    proposals: z.array(z.object({ id: z.number().int(), voteCount: z.number().int() })),
  }),
  z.object({ type: z.literal('round_changed'), round: ZVotingRound }),
  /**
   * A direct message to or from this user (docs/reference/people.md#messages), on every socket of both
   * people: the recipient's screens show it, the sender's other tabs too.
   */
  z.object({ type: z.literal('new_direct_message'), message: ZDirectMessage }),
  /** The recipient `readerId` read the messages up to `upToId` that this user sent them (read receipts). */
  z.object({
    type: z.literal('direct_messages_read'),
    readerId: z.number().int(),
    upToId: z.number().int(),
  }),
  /** A new in-app notification for this user (docs/reference/people.md#notifications). */
  z.object({ type: z.literal('notification'), notification: ZNotification }),
  /**
   * This socket was taken out of a chapter's room because its user may no longer read the chapter
   * (a refund, a subscription that ended, the chapter or story locked or unpublished): checked at each
   * event of the room against the read policy (ADR 0012). `message` says why and what to do.
   */
  z.object({
    type: z.literal('left_chapter'),
    storyId: z.number().int(),
    chapterId: z.number().int(),
    reason: z.enum(LEFT_CHAPTER_REASONS),
    message: z.string(),
  }),
  /**
   * The session this socket was opened with ended (signed out, here or elsewhere; the account deleted;
   * expired): the socket closes with WS_CLOSE_SESSION_ENDED right after this frame (ADR 0012).
   */
  z.object({ type: z.literal('session_ended'), reason: z.enum(SESSION_END_REASONS), message: z.string() }),
  /** A refused frame (bad JSON, unknown type, no access): the socket stays open. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ServerFrame = z.infer<typeof ZServerFrame>;
