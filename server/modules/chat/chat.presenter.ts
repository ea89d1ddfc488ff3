import type { ChatMessage } from '../../../contract/chat.js';
import { imageUrlFor } from '../images/listed-image.js';
import type { MessageRow } from './chat.query.js';

/**
 * Shapes a chat message (docs/reference/data.md#entities): the sender's public name and avatar only,
 * never their email. An inline avatar becomes its own URL, as on story cards.
 */
export function presentChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    storyId: row.storyId,
    chapterId: row.chapterId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    user: {
      id: row.userId,
      username: row.username ?? 'unknown',
      displayName: row.displayName || row.username || 'Unknown',
      profileImageUrl: imageUrlFor(row.profileImageUrl, `/api/users/${row.userId}/avatar`, row.imageVersion),
    },
  };
}
