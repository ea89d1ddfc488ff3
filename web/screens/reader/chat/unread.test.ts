import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../contract/chat';
import { countUnread, unreadBadge } from './unread';

const message = (id: number, userId: number) =>
  ({
    id,
    user: { id: userId, username: `u${userId}`, displayName: 'U', profileImageUrl: null },
  }) as ChatMessage;

describe('unread chat messages', () => {
  it('caps the badge at "9+" and shows nothing for none', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(250)).toBe('9+');
  });

  it("counts others' messages newer than the last one seen", () => {
    const messages = [message(1, 2), message(2, 1), message(3, 2), message(4, 3)];
    expect(countUnread(messages, null, 1)).toBe(3);
    expect(countUnread(messages, 2, 1)).toBe(2);
    expect(countUnread(messages, 4, 1)).toBe(0);
    expect(countUnread(messages, null, null)).toBe(4);
  });
});
