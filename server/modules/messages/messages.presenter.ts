import type { DirectMessage, MessagePeer } from '../../../contract/messages.js';
import { imageUrlFor } from '../images/listed-image.js';
import type { DirectMessageRow, PeerRow } from './messages.query.js';

/** docs/reference/data.md#entities `direct_messages` as JSON (dates ISO 8601). */
export function presentDirectMessage(row: DirectMessageRow): DirectMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    message: row.message,
    isRead: row.isRead,
    isPremium: row.isPremium,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A conversation's other person: public name and avatar only, never the email. */
export function presentPeer(row: PeerRow): MessagePeer {
  return {
    id: row.id,
    username: row.username ?? 'unknown',
    displayName: row.displayName || row.username || 'Unknown',
    profileImageUrl: imageUrlFor(row.profileImageUrl, `/api/users/${row.id}/avatar`, row.imageVersion),
  };
}
