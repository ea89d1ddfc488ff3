import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addMessageToCache, applyLeftChapterFrame, removeMessageFromCache } from '../../../lib/chat';
import { useChapterRoom, useConnectionState, useOnReconnect } from '../../../lib/use-live-socket';
import type { ChapterChatState } from './use-chapter-chat';

/**
 * The open chat panel's live part: the chapter's room on the socket while it is mounted (new messages
 * appended to the cached pages, deleted ones removed, a refetch after a reconnect), the connection
 * state, and an announcement of each incoming message by someone else (not blocked) for screen readers.
 * Without `isLive` (a signed-out reader: the server refuses their socket) no socket is opened and the
 * connection is null.
 */
export function useChapterChatLive({
  storyId,
  chapterId,
  myUserId,
  chat,
  isLive,
}: {
  storyId: number;
  chapterId: number;
  myUserId: number | null;
  chat: ChapterChatState;
  isLive: boolean;
}) {
  const queryClient = useQueryClient();
  const connection = useConnectionState();
  const [announcement, setAnnouncement] = useState('');

  useChapterRoom(isLive ? { storyId, chapterId } : null, (frame) => {
    if (frame.type === 'new_message' && frame.message.chapterId === chapterId) {
      addMessageToCache(queryClient, frame.message);
      const author = frame.message.user;
      if (author.id !== myUserId && !chat.isBlocked(frame.message)) {
        setAnnouncement(`${author.displayName || author.username}: ${frame.message.message}`);
      }
    } else if (frame.type === 'message_deleted' && frame.chapterId === chapterId) {
      removeMessageFromCache(queryClient, storyId, chapterId, frame.messageId);
    } else applyLeftChapterFrame(queryClient, frame, chapterId);
  });
  useOnReconnect(connection, () => void chat.query.refetch());
  return { connection: isLive ? connection : null, announcement };
}
