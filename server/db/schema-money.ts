/** Payment-provider bookkeeping (issue "Money" §2), re-exported by `schema.ts`. Not in spec section 3. */
import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Each Stripe webhook event applied, by its id: inserted in the same transaction as the event's effect,
 * so a duplicate delivery (or a redelivery after a crash that rolled the effect back) applies it once.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  /** The object the event was about (pi_…, in_…, sub_…, ch_…). */
  objectId: varchar('object_id', { length: 255 }),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
