import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ChatMessage } from '../../contract/chat';
import { CHAT_PAGE_SIZE } from '../../contract/chat-limits';
import type { ServerFrame } from '../../contract/ws';
import { invalidateAccess } from './access';
import { type ApiAnswer, api } from './api';
import { endSession, isSignedIn } from './auth';
import { showToast } from './toast';

/** Query keys of chapter chat, shaped like the URL they load. */
export const chatKeys = {
  messages: (storyId: number, chapterId: number) =>
    ['/api/stories', storyId, 'chapters', chapterId, 'messages'] as const,
  blocks: ['/api/user/blocks'] as const,
};

/** Pages of one chapter's chat: page 0 is the newest, each page oldest first (contract/chat.ts). */
export type ChatPages = InfiniteData<ChatMessage[], number | null>;

/** All loaded messages of a chapter, oldest first. */
export function flattenChat(data: ChatPages | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flat();
}

/** `data` with `message` appended to the newest page, unless a page holds it already. */
export function withMessage(data: ChatPages | undefined, message: ChatMessage): ChatPages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
  const [newest = [], ...older] = data.pages;
  const next = [...newest, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [next, ...older] };
}

/** `data` without the message `messageId`. */
export function withoutMessage(data: ChatPages | undefined, messageId: number): ChatPages | undefined {
  if (!data) return data;
  if (!data.pages.some((page) => page.some((m) => m.id === messageId))) return data;
  return { ...data, pages: data.pages.map((page) => page.filter((m) => m.id !== messageId)) };
}

/** The `before` cursor of the page older than `lastPage`, or null when it was the oldest. */
export function olderPageCursor(lastPage: ChatMessage[]): number | null {
  return lastPage.length >= CHAT_PAGE_SIZE ? (lastPage[0]?.id ?? null) : null;
}

/**
 * GET /api/stories/{id}/chapters/{chapterId}/messages: the newest 50 messages, then older pages with
 * `?before={oldest id}` (fetchNextPage). Disabled while `enabled` is false.
 * @throws ApiError 401/403 CONTENT_LOCKED (the reader may not read the chapter), 404
 */
export function useChatMessages(storyId: number, chapterId: number, enabled = true) {
  // Spelled out because TanStack Query infers the page parameter of InfiniteData as unknown.
  return useInfiniteQuery<
    ApiAnswer<'get', '/api/stories/{id}/chapters/{chapterId}/messages'>,
    Error,
    ChatPages,
    ReturnType<typeof chatKeys.messages>,
    number | null
  >({
    queryKey: chatKeys.messages(storyId, chapterId),
    queryFn: ({ pageParam }) =>
      api.GET('/api/stories/{id}/chapters/{chapterId}/messages', {
        params: {
          path: { id: storyId, chapterId },
          query: pageParam === null ? {} : { before: pageParam },
        },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: olderPageCursor,
    enabled: enabled && storyId > 0 && chapterId > 0,
  });
}

/** Puts a message into its chapter's cached chat (a posted one, or one from the socket). */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(message.storyId, message.chapterId), (data) =>
    withMessage(data, message),
  );
}

/** Removes a message from a chapter's cached chat. */
export function removeMessageFromCache(
  queryClient: QueryClient,
  storyId: number,
  chapterId: number,
  messageId: number,
): void {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(storyId, chapterId), (data) =>
    withoutMessage(data, messageId),
  );
}

/**
 * POST /api/stories/{id}/chapters/{chapterId}/messages {message}; the answer joins the cached chat.
 * @throws ApiError 400, 401, 403, 429 RATE_LIMITED (slow mode; its message says when to retry)
 */
export function usePostMessage(storyId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.POST('/api/stories/{id}/chapters/{chapterId}/messages', {
        params: { path: { id: storyId, chapterId } },
        body: { message },
      }),
    onSuccess: (message) => addMessageToCache(queryClient, message),
  });
}

/**
 * DELETE /api/chat-messages/{id}: the story's author may delete any message, users their own.
 * @throws ApiError 403, 404 MESSAGE_NOT_FOUND
 */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) =>
      api.DELETE('/api/chat-messages/{id}', { params: { path: { id: message.id } } }),
    onSuccess: (_data, message) =>
      removeMessageFromCache(queryClient, message.storyId, message.chapterId, message.id),
  });
}

/** POST /api/chat-messages/{id}/report: stores the report for review. @throws ApiError */
export function useReportMessage() {
  return useMutation({
    mutationFn: (messageId: number) =>
      api.POST('/api/chat-messages/{id}/report', { params: { path: { id: messageId } }, body: {} }),
  });
}

/** GET /api/user/blocks: ids of the users whose messages the viewer hid. */
export function useBlockedUsers(enabled = true) {
  return useQuery({ queryKey: chatKeys.blocks, queryFn: () => api.GET('/api/user/blocks'), enabled });
}

/** POST /api/users/{id}/block: hides that user's messages for the viewer. @throws ApiError */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.POST('/api/users/{id}/block', { params: { path: { id: userId } } }),
    onSuccess: (_data, userId) => {
      queryClient.setQueryData<{ userIds: number[] }>(chatKeys.blocks, (data) => ({
        userIds: [...new Set([...(data?.userIds ?? []), userId])],
      }));
      return queryClient.invalidateQueries({ queryKey: chatKeys.blocks });
    },
  });
}

/**
 * The server took this socket out of a chapter's room (`left_chapter`, ADR 0012): the reader lost
 * access (a refund, a subscription that ended, the chapter locked) or the chapter is gone. Says why
 * in a toast and refreshes what depends on access, so the reader shows the chapter's paywall (buy,
 * subscribe) and the chat its lock message instead of a silent, stale discussion.
 */
export function applyLeftChapterFrame(queryClient: QueryClient, frame: ServerFrame, chapterId: number): void {
  if (frame.type !== 'left_chapter' || frame.chapterId !== chapterId) return;
  showToast('You left this discussion', frame.message);
  void invalidateAccess(queryClient);
}

/**
 * The session of this tab ended (`session_ended`: signed out here or elsewhere, the account deleted,
 * expired; the server closes the socket after it). Says so and ends the session here through
 * `endSession`, as a sign-out or a 401 does, rather than waiting for a request to fail.
 */
export function applySessionEndedFrame(queryClient: QueryClient, frame: ServerFrame): void {
  if (frame.type !== 'session_ended') return;
  // A request's 401 may have told the reader first (endSessionOnUnauthenticated): once is enough.
  if (!isSignedIn(queryClient)) return;
  showToast('Signed out', frame.message);
  void endSession(queryClient);
}
