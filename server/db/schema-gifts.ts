/**
 * Gift memberships (docs/reference/money.md#gifts, ADR 0042), re-exported by `schema.ts`: a month or a
 * year of a tier bought for someone by username, or as a code they redeem.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { subscriptionTiers, users } from './schema-core.js';
import { payments } from './schema-money.js';

export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    /** Who bought it; null once they deleted their account. */
    purchaserId: integer('purchaser_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author whose tier it opens. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    tierId: integer('tier_id').references(() => subscriptionTiers.id, { onDelete: 'set null' }),
    /** month or year. */
    period: varchar('period', { length: 8 }).notNull(),
    /** The recipient named at purchase, or who redeemed the code; null for an unredeemed code. */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of a code gift's code; the code itself is shown once to the purchaser and mailed. */
    codeHash: varchar('code_hash', { length: 64 }).unique(),
    /** The payment that bought it: one gift per payment. */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gifts_purchaser_idx').on(t.purchaserId),
    index('gifts_recipient_idx').on(t.recipientId),
    check('gifts_period_check', sql`${t.period} in ('month', 'year')`),
  ],
);
