import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from './notifications.js';

/**
 * What an unsubscribe link turns off (docs/reference/people.md#email): one notification type's email,
 * or `digest`, every type the user gets in the daily digest.
 */
export const UNSUBSCRIBE_CATEGORIES = [...NOTIFICATION_TYPES, 'digest'] as const;
export type UnsubscribeCategory = NotificationType | 'digest';

/** What stops, in words, for the unsubscribe page and the emails' footers ("Emails about new chapters"). */
export const UNSUBSCRIBE_TOPICS: Record<UnsubscribeCategory, string> = {
  new_chapter: 'Emails about new chapters',
  round_outcome: 'Emails about vote results',
  direct_message: 'Emails about direct messages',
  new_subscriber: 'Emails about new subscribers',
  purchase: 'Emails about purchases',
  tip: 'Emails about tips',
  chat_report: 'Emails about chat reports',
  collaboration_invite: 'Emails about collaboration invitations',
  new_post: 'Emails about new posts',
  new_follower: 'Emails about new followers',
  tier_welcome: "Emails with a tier's welcome note",
  price_change: 'Emails about changes to your subscription price',
  gift_received: 'Emails about gift memberships you receive',
  digest: 'The daily digest email',
};

/**
 * The category a token names in its readable part (`{userId}.{category}.{signature}`), or null for a
 * token of no known category. Only for showing what would stop: the server checks the signature.
 */
export function unsubscribeCategoryOf(token: string): UnsubscribeCategory | null {
  const category = token.split('.')[1];
  return (UNSUBSCRIBE_CATEGORIES as readonly string[]).includes(category ?? '')
    ? (category as UnsubscribeCategory)
    : null;
}

const ZToken = z.string().max(200);

/** GET|POST /api/email/unsubscribe?token=…: the token of the email's List-Unsubscribe link. */
export const ZUnsubscribeQuery = z.object({ token: ZToken.optional() });

/**
 * POST /api/email/unsubscribe body: RFC 8058's form body `List-Unsubscribe=One-Click` (sent by mail
 * providers with the token in the URL), or JSON `{token}` from the /unsubscribe page.
 */
export const ZUnsubscribeRequest = z
  .object({
    token: ZToken.optional(),
    'List-Unsubscribe': z.string().max(40).optional(),
  })
  .nullish();

/** POST /api/email/unsubscribe answer: the category whose email is now off. */
export const ZUnsubscribeResult = z.object({
  type: z.enum(UNSUBSCRIBE_CATEGORIES),
  email: z.literal('off'),
});
export type UnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
