import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ChatMessage } from '../../../../contract/chat';
import { ApiError } from '../../../lib/api';
import {
  addMessageToCache,
  flattenChat,
  removeMessageFromCache,
  useBlockedUsers,
  useChatMessages,
} from '../../../lib/chat';
import { useChapterRoom, useConnectionState, useOnReconnect } from '../../../lib/use-live-socket';
import { countUnread, readLastSeen, writeLastSeen } from './unread';

interface ChapterChatOptions {
  storyId: number;
  chapterId: number;
  isOpen: boolean;
  myUserId: number | null;
}

/**
 * One chapter's chat as the panel shows it: its messages (REST, newest 50 then older pages) without
 * those of blocked users; while the panel is open, the chapter's room on the socket (new messages
 * appended, deleted ones removed, a refetch after a reconnect) and an announcement of each incoming
 * message for screen readers; the unread count since the reader last had it open; and whether the
 * reader is locked out of it (403: no chat for those who may not read the chapter).
 */
export function useChapterChat({ storyId, chapterId, isOpen, myUserId }: ChapterChatOptions) {
  const queryClient = useQueryClient();
  const query = useChatMessages(storyId, chapterId);
  const blocks = useBlockedUsers(myUserId !== null);
  const connection = useConnectionState();
  const [announcement, setAnnouncement] = useState('');
  const [seenVersion, setSeenVersion] = useState(0);

  const blocked = useMemo(() => new Set(blocks.data?.userIds ?? []), [blocks.data]);
  const messages = useMemo(
    () => flattenChat(query.data).filter((m) => !blocked.has(m.user.id)),
    [query.data, blocked],
  );

  useChapterRoom(isOpen ? { storyId, chapterId } : null, (frame) => {
    if (frame.type === 'new_message' && frame.message.chapterId === chapterId) {
      addMessageToCache(queryClient, frame.message);
      const author = frame.message.user;
      if (author.id !== myUserId && !blocked.has(author.id)) {
        setAnnouncement(`${author.displayName || author.username}: ${frame.message.message}`);
      }
    } else if (frame.type === 'message_deleted' && frame.chapterId === chapterId) {
      removeMessageFromCache(queryClient, storyId, chapterId, frame.messageId);
    }
  });
  useOnReconnect(connection, () => {
    if (isOpen) void query.refetch();
  });

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
    connection,
    isLive: connection === 'open',
    unread,
    announcement,
    isLockedOut,
    isSignInNeeded,
    isBlocked: (message: ChatMessage) => blocked.has(message.user.id),
  };
}
