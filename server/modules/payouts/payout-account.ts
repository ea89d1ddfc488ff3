import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OnboardingResult, PayoutAccount } from '../../../contract/payouts.js';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { payoutAccounts, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';

/*
 * A creator's payout account (ADR 0041): demo, or a Stripe Connect Express account onboarded through
 * Account Links and kept up to date by `account.updated`; whether earnings may be sent to it.
 */

/**
 * The app's payment provider as payouts see it (`app.payments`, payments/providers/index.ts): its name,
 * and the Stripe client in Stripe mode. Declared here: payments imports payouts, never the other way.
 */
export interface PayoutProvider {
  provider: { readonly name: 'demo' | 'stripe' };
  stripe: Stripe | null;
}

/** What the payout services need from the app. */
export interface PayoutDeps {
  db: Db;
  payments: PayoutProvider;
  config: Pick<AppConfig, 'payouts' | 'publicOrigin'>;
}

export type AccountRow = typeof payoutAccounts.$inferSelect;

export const NOT_VERIFIED_MESSAGE = 'Verify your email address before setting up or receiving payouts.';

/** Ready for payouts (ADR 0041): demo once onboarded; Stripe when details are submitted and payouts enabled. */
export function isReady(account: AccountRow | undefined): boolean {
  return !!account && account.detailsSubmitted && account.payoutsEnabled;
}

export async function verifiedUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      stripeAccountId: users.stripeAccountId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export async function accountRow(db: DbOrTx, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

function presentAccount(
  provider: 'demo' | 'stripe',
  row: AccountRow | undefined,
  emailVerified: boolean,
): PayoutAccount {
  return {
    provider: (row?.provider as 'demo' | 'stripe' | undefined) ?? provider,
    onboarded: !!row,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    ready: isReady(row),
    emailVerified,
  };
}

/**
 * GET /api/creator/payouts/account: the author's payout account as ZPayoutAccount (`onboarded` false and
 * everything off before onboarding).
 */
export async function getPayoutAccount(deps: PayoutDeps, user: SessionUser): Promise<PayoutAccount> {
  const me = await verifiedUser(deps.db, user.id);
  return presentAccount(
    deps.payments.provider.name,
    await accountRow(deps.db, user.id),
    !!me.emailVerifiedAt,
  );
}

/**
 * POST /api/creator/payouts/onboarding (ADR 0041). Demo: the payout_accounts row, ready at once, `url`
 * null. Stripe: a Connect Express account made once (idempotency key from the user id and creation time,
 * stored in `users.stripe_account_id`), then a fresh Account Link (`account_onboarding`) back to
 * PUBLIC_ORIGIN `/creator-dashboard?tab=payouts&onboarding=refresh|return` (Stripe docs "Connect Express
 * onboarding"); the account's state then follows `account.updated`.
 * @throws AppError EMAIL_NOT_VERIFIED (403), PAYMENT_PROVIDER_ERROR (502: Stripe failed)
 */
export async function startOnboarding(
  deps: PayoutDeps,
  user: SessionUser,
  origin: string,
): Promise<OnboardingResult> {
  const me = await verifiedUser(deps.db, user.id);
  if (!me.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
  const { stripe } = deps.payments;
  if (deps.payments.provider.name !== 'stripe' || !stripe) {
    await deps.db
      .insert(payoutAccounts)
      .values({
        userId: user.id,
        provider: 'demo',
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
      })
      .onConflictDoNothing();
    return { url: null, account: await getPayoutAccount(deps, user) };
  }
  const base = deps.config.publicOrigin ?? origin;
  const url = await stripeCall(async () => {
    let accountId = me.stripeAccountId;
    if (!accountId) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: me.email,
          capabilities: { transfers: { requested: true } },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { userId: String(me.id) },
        },
        { idempotencyKey: `storyloom-account-${me.id}-${me.createdAt.getTime()}` },
      );
      accountId = account.id;
      await deps.db.update(users).set({ stripeAccountId: accountId }).where(eq(users.id, me.id));
      await deps.db
        .insert(payoutAccounts)
        .values({ userId: me.id, provider: 'stripe' })
        .onConflictDoNothing();
    }
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${base}/creator-dashboard?tab=payouts&onboarding=refresh`,
      return_url: `${base}/creator-dashboard?tab=payouts&onboarding=return`,
    });
    return link.url;
  });
  return { url, account: await getPayoutAccount(deps, user) };
}

async function stripeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: error });
  }
}

/**
 * Applies a Connect `account.updated` (ADR 0041): stores details_submitted, charges_enabled,
 * payouts_enabled and requirements.currently_due on the author whose `users.stripe_account_id` it is.
 * Returns true when the account has just become ready (the caller queues the waiting transfers).
 */
export async function applyAccountUpdated(tx: DbOrTx, account: Stripe.Account): Promise<boolean> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeAccountId, account.id));
  if (!owner) return false;
  const before = await accountRow(tx, owner.id);
  const values = {
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirementsDue: account.requirements?.currently_due ?? [],
    updatedAt: new Date(),
  };
  await tx
    .insert(payoutAccounts)
    .values({ userId: owner.id, provider: 'stripe', ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: values });
  return !isReady(before) && values.detailsSubmitted && values.payoutsEnabled;
}

/**
 * Where a Stripe charge to `authorId` can send the author's share (destination charges, Stripe docs
 * "Destination charges"): their connected account when it is ready, else null (the money waits in the
 * platform balance for `transferWaiting`).
 */
export async function destinationFor(db: DbOrTx, authorId: number): Promise<{ accountId: string } | null> {
  const [row] = await db
    .select({ accountId: users.stripeAccountId, account: payoutAccounts })
    .from(users)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .where(eq(users.id, authorId));
  if (!row?.accountId || row.account.provider !== 'stripe' || !isReady(row.account)) return null;
  return { accountId: row.accountId };
}
