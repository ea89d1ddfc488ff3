import { useEffect, useMemo, useState } from 'react';
import type { ChatMessage } from '../../../../contract/chat';
import { ApiError } from '../../../lib/api';
import { flattenChat, useBlockedUsers, useChatMessages } from '../../../lib/chat';
import { countUnread, readLastSeen, writeLastSeen } from './unread';

interface ChapterChatOptions {
  storyId: number;
  chapterId: number;
  isOpen: boolean;
  myUserId: number | null;
}

/**
 * One chapter's chat as the closed button needs it: its messages (REST, newest 50 then older pages)
 * without those of blocked users, the unread count since the reader last had it open, and whether the
 * reader is locked out of it (403: no chat for those who may not read the chapter). The live part
 * (the room on the socket) belongs to the open panel: `useChapterChatLive`, loaded with it.
 */
export function useChapterChat({ storyId, chapterId, isOpen, myUserId }: ChapterChatOptions) {
  const query = useChatMessages(storyId, chapterId);
  const blocks = useBlockedUsers(myUserId !== null);
  const [seenVersion, setSeenVersion] = useState(0);

  const blocked = useMemo(() => new Set(blocks.data?.userIds ?? []), [blocks.data]);
  const messages = useMemo(
    () => flattenChat(query.data).filter((m) => !blocked.has(m.user.id)),
    [query.data, blocked],
  );

  // While open, everything shown counts as seen.
  const newestId = messages[messages.length - 1]?.id ?? 0;
  useEffect(() => {
    if (!isOpen || !newestId) return;
    writeLastSeen(chapterId, newestId);
    setSeenVersion((v) => v + 1);
  }, [isOpen, newestId, chapterId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: seenVersion re-reads storage after a write
  const unread = useMemo(
    () => (isOpen ? 0 : countUnread(messages, readLastSeen(chapterId), myUserId)),
    [isOpen, messages, chapterId, myUserId, seenVersion],
  );

  const isLockedOut = query.error instanceof ApiError && [403, 404].includes(query.error.status);
  const isSignInNeeded = query.error instanceof ApiError && query.error.status === 401;
  return {
    messages,
    query,
    unread,
    isLockedOut,
    isSignInNeeded,
    isBlocked: (message: ChatMessage) => blocked.has(message.user.id),
  };
}

/** What `useChapterChat` returns; the open panel takes it. */
export type ChapterChatState = ReturnType<typeof useChapterChat>;
