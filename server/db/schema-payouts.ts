/**
 * Payout tables, re-exported by `schema.ts`: where an author's earnings stand and how they leave the
 * platform (docs/reference/money.md#payouts, ADR 0041). Amounts here are integer cents: balance
 * entries are summed and compared, never displayed as stored decimals.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './schema-core.js';
import { payments } from './schema-money.js';

/**
 * A creator's payout account: demo (ready at once) or a Stripe Connect Express account
 * (`users.stripe_account_id`), its status as the last `account.updated` webhook told it.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** Stripe's `requirements.currently_due` (e.g. "external_account"); empty when nothing is due. */
    requirementsDue: text('requirements_due').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [check('payout_accounts_provider_check', sql`${t.provider} in ('demo', 'stripe')`)],
);

/**
 * A payout: what left an author's available balance for their bank. Demo: paid at once. Stripe: a payout
 * on the connected account (`po_…`), in transit until `payout.paid` (or back to available on
 * `payout.failed`).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    /** The author paid; null once they deleted their account (the row stays in the ledger). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** in_transit, paid, failed. */
    status: varchar('status', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** 'schedule' (the weekly job) or 'request' (the author asked). */
    trigger: varchar('trigger', { length: 20 }).notNull(),
    stripePayoutId: varchar('stripe_payout_id', { length: 255 }).unique(),
    /** The one payout a job run or a request makes per author (`payout:{user}:{yyyy-mm-dd}` or a request key). */
    runKey: varchar('run_key', { length: 100 }).notNull().unique(),
    arrivalDate: timestamp('arrival_date', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_user_idx').on(t.userId, t.createdAt),
    check('payouts_status_check', sql`${t.status} in ('in_transit', 'paid', 'failed')`),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The author's side of the ledger, one line per payment and recipient (ADR 0041): an `earning` (positive,
 * the recipient's share when the payment completed) and, when the payment is refunded or a dispute is
 * lost, its `reversal` (the same amount, negative). A line is pending until `available_at`
 * (completion + PAYOUT_HOLD_DAYS) and while `held` (a dispute is open), then available until a payout
 * takes it (`payout_id`). Stripe: `transfer` says where its money is: `destination` (sent with the charge),
 * `waiting` (in the platform balance until the account is ready), `transferred` (`stripe_transfer_id`),
 * or `none` (demo).
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: serial('id').primaryKey(),
    /** The recipient; null once they deleted their account (the line stays in the ledger). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    held: boolean('held').notNull().default(false),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    transfer: varchar('transfer', { length: 16 }).notNull().default('none'),
    stripeTransferId: varchar('stripe_transfer_id', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('balance_entries_payment_user_kind_uq').on(t.paymentId, t.userId, t.kind),
    index('balance_entries_user_idx').on(t.userId, t.payoutId),
    index('balance_entries_payout_idx').on(t.payoutId),
    check('balance_entries_kind_check', sql`${t.kind} in ('earning', 'reversal')`),
    check(
      'balance_entries_sign_check',
      sql`(${t.kind} = 'earning' and ${t.amountCents} >= 0) or (${t.kind} = 'reversal' and ${t.amountCents} <= 0)`,
    ),
    check(
      'balance_entries_transfer_check',
      sql`${t.transfer} in ('none', 'destination', 'waiting', 'transferred')`,
    ),
  ],
);

/** A dispute (chargeback) on a payment: open holds its balance lines and locks what it bought. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** dp_… (Stripe) or demo_dp_…. */
    reference: varchar('reference', { length: 255 }).notNull().unique(),
    /** open, won, lost. */
    status: varchar('status', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: varchar('reason', { length: 64 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_disputes_payment_idx').on(t.paymentId),
    check('payment_disputes_status_check', sql`${t.status} in ('open', 'won', 'lost')`),
  ],
);
