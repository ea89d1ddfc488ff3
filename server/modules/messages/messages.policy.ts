import type { ErrorCode } from '../../../contract/errors.js';

/** Why a message cannot be sent, as the error the send would raise. */
export interface SendRefusal {
  code: Extract<ErrorCode, 'MESSAGING_BLOCKED' | 'SUBSCRIBERS_ONLY'>;
  message: string;
}

/**
 * Whether a user may send a direct message to another (docs/reference/people.md#messages): a user the
 * recipient has blocked may not; an author who accepts messages from subscribers only hears from their active
 * subscribers (the ADR 0014 rule) and from people they wrote to first (a reply is always allowed).
 * Returns null when sending is allowed.
 */
export function decideSend(facts: {
  blocked: boolean;
  subscribersOnly: boolean;
  subscribed: boolean;
  repliedTo: boolean;
}): SendRefusal | null {
  if (facts.blocked) return { code: 'MESSAGING_BLOCKED', message: 'You cannot message this user.' };
  if (facts.subscribersOnly && !facts.subscribed && !facts.repliedTo) {
    return { code: 'SUBSCRIBERS_ONLY', message: 'This author accepts messages from subscribers only.' };
  }
  return null;
}
