import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectMessage, Thread } from '../../contract/messages';
import type { ServerFrame } from '../../contract/ws';
import { api } from './api';

/** Query keys of direct messages, shaped like the URL they load. */
export const messageKeys = {
  all: ['/api/messages'] as const,
  conversations: ['/api/messages'] as const,
  unread: ['/api/messages', 'unread-count'] as const,
  thread: (username: string) => ['/api/messages', username.toLowerCase()] as const,
};

/**
 * GET /api/messages: the viewer's conversations, newest first, with unread counts
 * (docs/reference/people.md#messages).
 * @throws ApiError 401
 */
export function useConversations() {
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: () => api.GET('/api/messages'),
  });
}

/** GET /api/messages/unread-count: unread direct messages in all conversations. */
export function useUnreadMessages() {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: () => api.GET('/api/messages/unread-count'),
    select: (data) => data.count,
  });
}

/**
 * GET /api/messages/{username}: the newest page of the thread, oldest first; `before` pages back.
 * @throws ApiError 401, 404 USER_NOT_FOUND
 */
export function useThread(username: string) {
  return useQuery({
    queryKey: messageKeys.thread(username),
    queryFn: () => api.GET('/api/messages/{username}', { params: { path: { username } } }),
  });
}

/** An older page of the thread (messages before `before`). */
export function fetchOlderMessages(username: string, before: number) {
  return api.GET('/api/messages/{username}', { params: { path: { username }, query: { before } } });
}

/** `thread` with `message` appended unless it holds it already. */
export function withDirectMessage(thread: Thread | undefined, message: DirectMessage): Thread | undefined {
  if (!thread || thread.messages.some((m) => m.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message].sort((a, b) => a.id - b.id) };
}

/**
 * POST /api/messages/{username} {message}; the answer joins the cached thread.
 * @throws ApiError 400, 401, 403 MESSAGING_BLOCKED / SUBSCRIBERS_ONLY, 404, 429 RATE_LIMITED
 */
export function useSendDirectMessage(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.POST('/api/messages/{username}', { params: { path: { username } }, body: { message } }),
    onSuccess: (message) => {
      queryClient.setQueryData<Thread>(messageKeys.thread(username), (data) =>
        withDirectMessage(data, message),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
    },
  });
}

/** POST /api/messages/{username}/read: marks the thread's received messages read. */
export function useMarkThreadRead(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/messages/{username}/read', { params: { path: { username } } }),
    onSuccess: (result) => {
      if (result.updated === 0) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(username) });
    },
  });
}

/** Applies a socket frame to the cached messages: new ones refetch lists, receipts refetch threads. */
export function applyMessageFrame(queryClient: QueryClient, frame: ServerFrame): void {
  if (frame.type === 'new_direct_message' || frame.type === 'direct_messages_read') {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  }
}
