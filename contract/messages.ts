import { z } from 'zod';
import { ZId } from './stories.js';

/** Longest direct message, in characters (docs/reference/people.md#messages; chat's is 500). */
export const DIRECT_MESSAGE_MAX = 2000;
/** Messages per page of a thread (newest page first; `before` pages back). */
export const THREAD_PAGE_SIZE = 50;

/** The other person of a conversation: public fields only, never an email. */
export const ZMessagePeer = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type MessagePeer = z.infer<typeof ZMessagePeer>;

/** `direct_messages`: id, senderId, recipientId, message, isRead, isPremium, createdAt. */
export const ZDirectMessage = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  recipientId: z.number().int(),
  message: z.string(),
  /** The recipient has opened the thread since it arrived (read receipt). */
  isRead: z.boolean(),
  isPremium: z.boolean(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof ZDirectMessage>;

/** GET /api/messages: one row per person, the newest conversation first. */
export const ZConversation = z.object({
  user: ZMessagePeer,
  lastMessage: ZDirectMessage,
  /** Messages from `user` the viewer has not read yet. */
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof ZConversation>;

export const ZUsernameParams = z.object({ username: z.string().min(1).max(50) });

/** GET /api/messages/{username}?before={messageId}: one page of the thread. */
export const ZThreadQuery = z.object({ before: ZId.optional() });

/** One page of a thread: oldest first (newest at the bottom); `hasMore` when older messages remain. */
export const ZThread = z.object({
  user: ZMessagePeer,
  messages: z.array(ZDirectMessage),
  hasMore: z.boolean(),
  /** Whether the viewer may send to `user` now (false: blocked, or subscribers only). */
  canMessage: z.boolean(),
  /** Why not, for the screen ("This author accepts messages from subscribers only."), else null. */
  cannotMessageReason: z.string().nullable(),
});
export type Thread = z.infer<typeof ZThread>;

/** POST /api/messages/{username}: trimmed, 1 to DIRECT_MESSAGE_MAX characters. */
export const ZSendDirectMessageRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(DIRECT_MESSAGE_MAX, { error: `Messages can be at most ${DIRECT_MESSAGE_MAX} characters` }),
});

/** POST /api/messages/{username}/read: how many messages became read. */
export const ZMarkReadResponse = z.object({ ok: z.literal(true), updated: z.number().int() });

/** GET and PUT /api/user/message-settings. */
export const ZMessageSettings = z.object({
  /** Accept direct messages only from one's active subscribers (an author's choice). */
  subscribersOnly: z.boolean(),
});
export type MessageSettings = z.infer<typeof ZMessageSettings>;

/** GET /api/messages/unread-count: unread direct messages in all conversations. */
export const ZUnreadCount = z.object({ count: z.number().int() });
