import type { ChatMessage } from '../../../../contract/chat';

const KEY_PREFIX = 'storyloom.chat-seen.';

/**
 * The unread count as the closed chat button shows it: "9+" above 9 (docs/reference/community.md#chat,
 * docs/reference/limits.md#chat).
 */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** Messages by others newer than the last one this reader saw (`lastSeenId`, null when never opened). */
export function countUnread(
  messages: ChatMessage[],
  lastSeenId: number | null,
  myUserId: number | null,
): number {
  return messages.filter((m) => m.user.id !== myUserId && (lastSeenId === null || m.id > lastSeenId)).length;
}

/** The id of the newest chat message this browser has shown for `chapterId`, or null. */
export function readLastSeen(chapterId: number): number | null {
  try {
    const value = Number(localStorage.getItem(`${KEY_PREFIX}${chapterId}`));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Remembers that the reader has seen `chapterId`'s chat up to message `messageId`. */
export function writeLastSeen(chapterId: number, messageId: number): void {
  try {
    const previous = readLastSeen(chapterId) ?? 0;
    if (messageId > previous) localStorage.setItem(`${KEY_PREFIX}${chapterId}`, String(messageId));
  } catch {
    // storage unavailable (private mode): every message counts as unread next time
  }
}
