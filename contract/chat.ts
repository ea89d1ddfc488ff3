import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './chat-limits.js';
import { ZId } from './stories.js';

export { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE } from './chat-limits.js';

/**, plus the author's id and username (moderation, blocking). */
export const ZChatMessage = z.object({
  id: z.number().int(),
  storyId: z.number().int(),
  chapterId: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatParams = z.object({ id: ZId, chapterId: ZId });

/** GET /api/stories/{id}/chapters/{chapterId}/messages?before={messageId}: one page, oldest first. */
export const ZChatPageQuery = z.object({ before: ZId.optional() });

/**
 * POST /api/stories/{id}/chapters/{chapterId}/messages (docs/reference/limits.md#chapters: trimmed, 1 to
 * 500).
 */
export const ZPostChatMessageRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(CHAT_MESSAGE_MAX, { error: `Messages can be at most ${CHAT_MESSAGE_MAX} characters` }),
});

/** POST /api/chat-messages/{id}/report. */
export const ZReportChatMessageRequest = z.object({ reason: z.string().trim().max(500).optional() });

/** GET /api/user/blocks: the ids of users whose messages the viewer has hidden. */
export const ZBlockedUsers = z.object({ userIds: z.array(z.number().int()) });
