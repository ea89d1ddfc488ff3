import { describe, expect, it } from 'vitest';
import { notificationTarget, readPushPayload } from './push-sw';

describe('push service worker helpers', () => {
  it('reads our payload and nothing else', () => {
    const payload = {
      title: 'New chapter in Tides',
      body: 'Chapter 3',
      link: '/reading/4',
      type: 'new_chapter',
    };
    expect(readPushPayload({ json: () => payload })).toEqual(payload);
    expect(readPushPayload({ json: () => ({ title: 1 }) })).toBeNull();
    expect(
      readPushPayload({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }),
    ).toBeNull();
    expect(readPushPayload(null)).toBeNull();
  });

  it('opens app paths only', () => {
    expect(notificationTarget('/messages/ada', 'https://app.test')).toBe('https://app.test/messages/ada');
    expect(notificationTarget('//evil.test/x', 'https://app.test')).toBe('https://app.test/notifications');
    expect(notificationTarget('https://evil.test', 'https://app.test')).toBe(
      'https://app.test/notifications',
    );
    expect(notificationTarget(null, 'https://app.test')).toBe('https://app.test/notifications');
  });
});
