import { sql } from 'drizzle-orm';
import { authorSubscriptions } from '../../db/schema.js';

/**
 * The entitlement rule shared with the access policy (issue "Money" §3): a subscription grants access
 * while `is_active AND (end_date IS NULL OR end_date > now())`. `end_date` is the end of the paid
 * period; cancelling keeps both until then; a lapsed or refunded one has `is_active` false.
 */
export const liveSubscription = sql`(${authorSubscriptions.isActive} AND (${authorSubscriptions.endDate} IS NULL OR ${authorSubscriptions.endDate} > now()))`;

/** The same rule for a subscriptions row aliased `alias` in raw SQL (e.g. `s`). */
export const liveSubscriptionAs = (alias: string) =>
  sql.raw(`(${alias}.is_active AND (${alias}.end_date IS NULL OR ${alias}.end_date > now()))`);
