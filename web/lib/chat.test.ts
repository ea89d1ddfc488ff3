import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import {
  applyLeftChapterFrame,
  type ChatPages,
  chatKeys,
  flattenChat,
  olderPageCursor,
  withMessage,
  withoutMessage,
} from './chat';

function message(id: number): ChatMessage {
  return {
    id,
    storyId: 1,
    chapterId: 2,
    message: `m${id}`,
    createdAt: new Date(1_700_000_000_000 + id * 1000).toISOString(),
    user: { id: 7, username: 'ada', displayName: 'Ada', profileImageUrl: null },
  };
}
const ids = (data: ChatPages | undefined) => flattenChat(data).map((m) => m.id);
const pages = (...groups: number[][]): ChatPages => ({
  pages: groups.map((g) => g.map(message)),
  pageParams: groups.map((_, i) => (i === 0 ? null : i)),
});

describe('chat cache', () => {
  it('lists loaded pages oldest first (page 0 is the newest page)', () => {
    expect(ids(pages([4, 5, 6], [1, 2, 3]))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(undefined)).toEqual([]);
  });

  it('appends a new message once, whether it came from the socket or the POST answer', () => {
    const once = withMessage(pages([4, 5], [1, 2]), message(6));
    expect(ids(once)).toEqual([1, 2, 4, 5, 6]);
    expect(withMessage(once, message(6))).toBe(once);
    expect(ids(withMessage(pages([4, 6]), message(5)))).toEqual([4, 5, 6]);
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });

  it('removes a deleted message from whichever page holds it', () => {
    const data = pages([4, 5], [1, 2]);
    expect(ids(withoutMessage(data, 2))).toEqual([1, 4, 5]);
    expect(withoutMessage(data, 99)).toBe(data);
  });

  it('pages back from the oldest message of a full page only', () => {
    const full = Array.from({ length: 50 }, (_, i) => message(i + 100));
    expect(olderPageCursor(full)).toBe(100);
    expect(olderPageCursor(full.slice(1))).toBeNull();
    expect(olderPageCursor([])).toBeNull();
  });
});

describe('left_chapter (the server took the socket out of the room, ADR 0012)', () => {
  it("marks the chapter and its chat stale so the reader shows the lock, for this chapter's frame only", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatKeys.messages(1, 2), pages([1]));
    queryClient.setQueryData(['/api/chapters', 2], { id: 2 });
    const isStale = () =>
      [chatKeys.messages(1, 2), ['/api/chapters', 2]].map(
        (queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated,
      );
    const frame = {
      type: 'left_chapter' as const,
      storyId: 1,
      chapterId: 2,
      reason: 'ACCESS_REVOKED' as const,
      message: 'You no longer have access to this chapter.',
    };
    applyLeftChapterFrame(queryClient, { ...frame, chapterId: 3 }, 2);
    expect(isStale()).toEqual([false, false]);
    applyLeftChapterFrame(queryClient, frame, 2);
    expect(isStale()).toEqual([true, true]);
  });
});
