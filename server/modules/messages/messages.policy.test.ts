import { describe, expect, it } from 'vitest';
import { decideSend } from './messages.policy.js';

/** Who may send a direct message (docs/reference/people.md#messages), as a table. */
describe('decideSend', () => {
  const open = { blocked: false, subscribersOnly: false, subscribed: false, repliedTo: false };

  it('allows anyone to write to someone who takes messages from everyone', () => {
    expect(decideSend(open)).toBeNull();
  });

  it('refuses a user the recipient blocked, whatever else holds', () => {
    for (const subscribed of [false, true]) {
      for (const repliedTo of [false, true]) {
        expect(
          decideSend({ ...open, blocked: true, subscribersOnly: true, subscribed, repliedTo }),
        ).toMatchObject({
          code: 'MESSAGING_BLOCKED',
        });
      }
    }
  });

  it('takes only active subscribers and people the recipient wrote to when subscribers only', () => {
    const only = { ...open, subscribersOnly: true };
    expect(decideSend(only)).toEqual({
      code: 'SUBSCRIBERS_ONLY',
      message: 'This author accepts messages from subscribers only.',
    });
    expect(decideSend({ ...only, subscribed: true })).toBeNull();
    expect(decideSend({ ...only, repliedTo: true })).toBeNull();
  });
});
