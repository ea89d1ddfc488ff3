import { sql } from 'drizzle-orm';
import { authorSubscriptions } from '../../db/schema.js';

/**
 * The entitlement rule of the access policy (docs/reference/money.md#ledger, ADR 0014): a subscription
 * grants access while `is_active AND (end_date IS NULL OR end_date > now())`. `end_date` is the end of
 * the paid period; cancelling keeps both until then; a lapsed or refunded one has `is_active` false.
 * Here in modules/access, which `loadEntitlements` reads it from, so that every feature counting live
 * subscriptions (tiers, creators, messages, achievements) imports it without a cycle (ADR 0026).
 */
export const liveSubscription = sql`(${authorSubscriptions.isActive} AND (${authorSubscriptions.endDate} IS NULL OR ${authorSubscriptions.endDate} > now()))`;

/** The same rule for a subscriptions row aliased `alias` in raw SQL (e.g. `s`). */
export const liveSubscriptionAs = (alias: string) =>
  sql.raw(`(${alias}.is_active AND (${alias}.end_date IS NULL OR ${alias}.end_date > now()))`);
