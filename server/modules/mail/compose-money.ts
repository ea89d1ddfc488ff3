import { and, desc, eq } from 'drizzle-orm';
import {
  authorSubscriptions,
  chapters,
  payments,
  stories,
  subscriptionTiers,
  users,
} from '../../db/schema.js';
import { formatUsd, toCents } from '../../lib/money.js';
import { type Composer, type EmailJob, mailOrigin } from './email-job.js';
import { monthlyStatement } from './statement.query.js';
import * as templates from './templates-money.js';

/** The jobs of money emails. */
export type MoneyEmailJob = Extract<
  EmailJob,
  { kind: 'receipt' | 'statement' | 'renewal-reminder' | 'payment-failed' | 'subscription-cancelled' }
>;

type UserRow = typeof users.$inferSelect;
const nameOf = (u: Pick<UserRow, 'displayName' | 'username'>) => u.displayName || u.username || 'reader';

async function userById(deps: Parameters<Composer>[0], id: number | null): Promise<UserRow | undefined> {
  if (id === null) return undefined;
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The money emails (docs/reference/money.md#emails, ADR 0040), or null when there is nothing (left) to
 * send. Each re-reads its rows when the job runs: a receipt only for a payment still completed whose
 * payer still has an account; a statement only for a month with completed payments; a reminder only
 * while the subscription still renews at that period end; a failed-renewal notice only while that
 * period is still unpaid; a cancellation only while the subscription is still cancelling to that date.
 * Money emails go to the account's address even when unverified (the payer needs their receipt; ADR 0040).
 */
export const composeMoneyEmail: Composer<MoneyEmailJob> = async (deps, job) => {
  const origin = mailOrigin(deps.config);
  const manageLink = `${origin}/my-subscriptions`;
  if (job.kind === 'receipt') {
    const [row] = await deps.db
      .select({
        payment: payments,
        tier: subscriptionTiers.name,
        story: stories.title,
        chapter: chapters.title,
      })
      .from(payments)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, payments.tierId))
      .leftJoin(stories, eq(stories.id, payments.storyId))
      .leftJoin(chapters, eq(chapters.id, payments.chapterId))
      .where(eq(payments.id, job.paymentId));
    if (row?.payment.status !== 'completed' || !row.payment.completedAt) return null;
    const p = row.payment;
    const payer = await userById(deps, p.userId);
    if (!payer) return null;
    const author = await userById(deps, p.authorId);
    const authorName = author ? nameOf(author) : (p.authorNameSnapshot ?? 'Deleted author');
    return {
      to: payer.email,
      content: templates.receipt({
        name: nameOf(payer),
        authorName,
        item: itemOf(p, row),
        amount: formatUsd(toCents(p.amount)),
        fee: formatUsd(toCents(p.platformFee)),
        authorShare: formatUsd(toCents(p.authorEarning)),
        date: templates.formatDay(p.completedAt!),
        reference: p.stripePaymentId ?? `Payment ${p.id}`,
        isDemo: p.provider !== 'stripe',
        link: manageLink,
      }),
    };
  }
  if (job.kind === 'statement') {
    const author = await userById(deps, job.authorId);
    if (!author) return null;
    const sums = await monthlyStatement(deps.db, job.authorId, job.month);
    if (!sums) return null;
    const sharesCents = sums.earningsCents - (sums.grossCents - sums.feesCents);
    return {
      to: author.email,
      content: templates.statement({
        name: nameOf(author),
        month: monthName(job.month),
        gross: formatUsd(sums.grossCents),
        fees: formatUsd(sums.feesCents),
        earnings: formatUsd(sums.earningsCents),
        shares:
          sharesCents === 0 ? null : `${sharesCents > 0 ? '+' : '−'}${formatUsd(Math.abs(sharesCents))}`,
        counts: sums.counts.map((c) => ({ label: countLabel(c.type), value: String(c.count) })),
        link: `${origin}/creator-dashboard?tab=earnings`,
      }),
    };
  }
  const [row] = await deps.db
    .select({ sub: authorSubscriptions, tier: subscriptionTiers })
    .from(authorSubscriptions)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, authorSubscriptions.tierId))
    .where(eq(authorSubscriptions.id, job.subscriptionId));
  if (!row) return null;
  const { sub } = row;
  const reader = await userById(deps, sub.userId);
  const author = await userById(deps, sub.authorId);
  if (!reader || !author) return null;
  const tier = row.tier?.name ?? 'Basic';
  const authorName = nameOf(author);
  const amount = formatUsd(await renewalCents(deps, sub, row.tier));
  if (job.kind === 'renewal-reminder') {
    const renews =
      sub.isActive && sub.status === 'active' && !sub.cancelAtPeriodEnd && row.tier?.isActive !== false;
    if (!renews || sub.endDate?.toISOString() !== job.periodEnd) return null;
    return {
      to: reader.email,
      content: templates.renewalReminder({
        name: nameOf(reader),
        tier,
        authorName,
        amount,
        date: templates.formatDay(sub.endDate),
        link: manageLink,
      }),
    };
  }
  if (job.kind === 'subscription-cancelled') {
    if (!sub.cancelAtPeriodEnd || sub.status !== 'canceling') return null;
    if (sub.endDate?.toISOString() !== job.accessUntil) return null;
    return {
      to: reader.email,
      content: templates.subscriptionCancelled({
        name: nameOf(reader),
        tier,
        authorName,
        accessUntil: templates.formatDay(sub.endDate),
        link: manageLink,
      }),
    };
  }
  // payment-failed: `attempt` is a demo period end (ISO date) or a Stripe invoice id.
  const periodEnd = Date.parse(job.attempt);
  let next: string;
  if (Number.isNaN(periodEnd)) {
    const [paid] = await deps.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.stripePaymentId, job.attempt));
    if (paid?.status === 'completed' || sub.status === 'canceled') return null;
    next =
      'Stripe will try your card again over the next days. If it keeps failing, the subscription ends and ' +
      'so does access. Check your card, or cancel if you no longer want it.';
  } else {
    if (sub.endDate && sub.endDate.getTime() > periodEnd) return null; // renewed since
    next =
      `Your access ended on ${templates.formatDay(new Date(periodEnd))}. Subscribe again from ` +
      `${authorName}'s page whenever you like.`;
  }
  return {
    to: reader.email,
    content: templates.paymentFailed({
      name: nameOf(reader),
      tier,
      authorName,
      amount,
      next,
      link: manageLink,
    }),
  };
};

/** What a payment bought, in words: the story (and chapter), the tier and its period, or "Tip". */
function itemOf(
  p: typeof payments.$inferSelect,
  names: { tier: string | null; story: string | null; chapter: string | null },
): string {
  if (p.type === 'tip') return 'Tip';
  if (p.type === 'subscription') {
    const period =
      p.periodStart && p.periodEnd
        ? `, ${templates.formatDay(p.periodStart)} to ${templates.formatDay(p.periodEnd)}`
        : '';
    return `${names.tier ?? 'Basic'} subscription (monthly${period})`;
  }
  const story = names.story ?? 'A deleted story';
  return names.chapter ? `${story}: ${names.chapter}` : story;
}

/**
 * What the next renewal charges, in cents: the subscription's kept price; for rows without one, the tier's
 * price (demo) or the last period paid (Stripe keeps its Price).
 */
async function renewalCents(
  deps: Parameters<Composer>[0],
  sub: typeof authorSubscriptions.$inferSelect,
  tier: typeof subscriptionTiers.$inferSelect | null,
): Promise<number> {
  // The subscription's own price (kept when the tier's price changes: docs/reference/money.md#subscriptions).
  if (sub.priceCents !== null) return sub.priceCents;
  if (sub.provider !== 'stripe' && tier) return toCents(tier.price);
  const [last] = await deps.db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.subscriptionId, sub.id), eq(payments.status, 'completed')))
    .orderBy(desc(payments.periodStart))
    .limit(1);
  return last ? toCents(last.amount) : tier ? toCents(tier.price) : 0;
}

/** "2026-10" -> "October 2026". */
function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, m! - 1, 1)),
  );
}

function countLabel(type: string): string {
  if (type === 'purchase') return 'Purchases';
  if (type === 'tip') return 'Tips';
  if (type === 'subscription') return 'Subscription payments';
  return type;
}
