import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRateLimits } from './lib/rate-limits.js';
import { failAbandonedGenerations, pruneGenerationLedger } from './modules/ai/ledger-housekeeping.js';
import { RELEASE_CHAPTER_JOB, runReleaseChapterJob } from './modules/chapters/release-job.js';
import { CHAPTER_SUMMARY_JOB, runChapterSummaryJob } from './modules/companion/summary-job.js';
import { previousUtcDay, queueDigests } from './modules/mail/digest-job.js';
import { purgeOldSentEmails, purgeSpentEmailTokens } from './modules/mail/mail-housekeeping.js';
import { runSendEmail, SEND_EMAIL_JOB } from './modules/mail/mail-job.js';
import { NOTIFY_NEW_CHAPTER_JOB, runNewChapterJob } from './modules/notifications/new-chapter-job.js';
import { runNewPostJob } from './modules/notifications/new-post-job.js';
import {
  queueMissedReceipts,
  queueMonthlyStatements,
  queueRenewalReminders,
} from './modules/payments/money-emails.js';
import { isPayoutHour, runScheduledPayouts } from './modules/payouts/payouts.service.js';
import { TRANSFER_WAITING_JOB, transferWaiting } from './modules/payouts/transfers.js';
import { NOTIFY_NEW_POST_JOB } from './modules/posts/new-post-queue.js';
import { CLOSE_ROUND_JOB, recoverRounds, runCloseRoundJob } from './modules/proposals/round-job.js';
import { runSendPush, SEND_PUSH_JOB } from './modules/push/push-job.js';
import {
  REFRESH_TRENDING_JOB,
  runTrendingRefresh,
  scheduleTrendingRefresh,
} from './modules/stories/trending-job.js';
import { MOVE_STRIPE_PRICE_JOB, runMoveStripePriceJob } from './modules/subscriptions/price-move.js';
import {
  RENEW_SUBSCRIPTION_JOB,
  recoverRenewals,
  runRenewalJob,
} from './modules/subscriptions/renewal-job.js';
import type { RunningJob } from './plugins/jobs.js';
import { defineRecurringJob } from './plugins/recurring-job.js';
import { purgeExpiredSessions } from './plugins/session.js';

/*
 * Every background job of the server, in one list. The queue is pg-boss in the app's own database
 * (server/plugins/jobs.ts, ADR 0013): jobs survive restarts, one instance runs each, a failed run is
 * retried with backoff. A job may still run twice (a retry after a crash, a start-up recovery on two
 * instances), so each entry names what makes its effect happen once: a unique constraint, or a state
 * checked in SQL. Modules queue their jobs (the `queue…`/`schedule…` functions beside each handler);
 * only this file declares them.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Seconds an AI job may run beyond the AI timeout before it counts as dead. */
const AI_JOB_MARGIN_SECONDS = 60;

interface JobDescription {
  /** The pg-boss queue (letters, digits, `-`, `_`). */
  name: string;
  /** Who queues a run and when it is due. */
  schedule: string;
  /** What one run does. */
  does: string;
  /** What makes a second run of the same work change nothing. */
  guard: string;
  /** Seconds one run may take before pg-boss takes it for dead and retries it. */
  expireInSeconds: number;
}

/** A job queued by the app's own code (a request, another job, the start-up recovery). */
export interface QueuedJob extends JobDescription {
  kind: 'queued';
  /** The handler; `job.data` is trusted for ids only (the handler re-reads the rows). */
  run(job: RunningJob<never>): Promise<void>;
  /** Start-up recovery, on instances that run jobs: queues work lost while no server ran. */
  onStarted?(): Promise<void>;
}

/** A job run once per period on one of the instances (`defineRecurringJob`). */
export interface RecurringJob extends JobDescription {
  kind: 'recurring';
  /** The period, ms: runs are due at its multiples since the Unix epoch (each whole hour, UTC midnight). */
  periodMs: number;
  /** The work of one period; idempotent (a retry may do it again). */
  run(signal: AbortSignal): Promise<void>;
}

export type BackgroundJob = QueuedJob | RecurringJob;

/**
 * The server's background jobs over `app` (its database, configuration, queue, pubsub, AI and log),
 * in the order they are declared. Read this list to learn what runs behind the requests.
 */
export function backgroundJobs(app: FastifyInstance): BackgroundJob[] {
  const { ai } = app.config;
  const aiJobExpiry = Math.ceil(ai.timeoutMs / 1000) + AI_JOB_MARGIN_SECONDS;
  const report = (what: string, count: number) => {
    if (count > 0) app.log.info({ count }, what);
  };
  const renewalDeps = () => ({
    db: app.db,
    jobs: app.jobs,
    platformFeePercent: app.config.platformFeePercent,
    app,
  });
  return [
    // The housekeeping (docs/reference/ai.md#housekeeping): once per period on one instance.
    {
      kind: 'recurring',
      name: 'prune-ai-ledger',
      schedule: 'daily at UTC midnight',
      does: 'deletes generation-ledger rows older than AI_LEDGER_RETENTION_DAYS',
      guard: 'none needed: a second run finds nothing that old left to delete',
      periodMs: DAY_MS,
      expireInSeconds: 15 * 60,
      run: async () =>
        report('AI ledger pruned', await pruneGenerationLedger(app.db, ai.ledgerRetentionDays)),
    },
    {
      kind: 'recurring',
      name: 'fail-abandoned-generations',
      schedule: 'every 15 minutes',
      does: "marks generations a crash left 'running' as failed (ABANDONED), so the ledger says what happened",
      guard: "state checked in SQL: only rows still 'running' past the AI timeout are changed",
      periodMs: 15 * MINUTE_MS,
      expireInSeconds: 5 * 60,
      run: async () =>
        report('abandoned AI generations failed', await failAbandonedGenerations(app.db, ai.timeoutMs)),
    },
    {
      kind: 'recurring',
      name: 'purge-expired-sessions',
      schedule: 'hourly',
      does: 'deletes expired sessions',
      guard: 'none needed: deleting what expired twice deletes nothing more',
      periodMs: HOUR_MS,
      expireInSeconds: 5 * 60,
      run: async () => report('expired sessions purged', await purgeExpiredSessions(app.db)),
    },
    {
      kind: 'recurring',
      name: 'purge-expired-rate-limits',
      schedule: 'hourly',
      does: 'deletes request counters an hour past their window (ADR 0008)',
      guard: 'none needed: deleting what expired twice deletes nothing more',
      periodMs: HOUR_MS,
      expireInSeconds: 5 * 60,
      run: async () => report('expired request counters purged', await purgeExpiredRateLimits(app.db)),
    },
    {
      kind: 'recurring',
      name: 'purge-spent-email-tokens',
      schedule: 'daily at UTC midnight',
      does: 'deletes password-reset and verification tokens used or expired over 7 days ago, and sent-email records over 180 days old',
      guard: 'none needed: a second run finds nothing that old left to delete',
      periodMs: DAY_MS,
      expireInSeconds: 5 * 60,
      run: async () => {
        report('spent email tokens purged', await purgeSpentEmailTokens(app.db));
        report('old sent-email records purged', await purgeOldSentEmails(app.db));
      },
    },
    // Money emails (docs/reference/money.md#emails): these only queue send-email jobs.
    {
      kind: 'recurring',
      name: 'queue-money-emails',
      schedule: 'hourly',
      does: 'queues the renewal reminder of each auto-renewing subscription ending within 3 days, and the receipt of any payment of the last 2 days whose receipt was never sent (a crash after its commit)',
      guard: 'primary key sent_emails.key (renewal-reminder:<id>:<period end>, receipt:<payment id>)',
      periodMs: HOUR_MS,
      expireInSeconds: 5 * 60,
      run: async () => {
        report('renewal reminders queued', await queueRenewalReminders(app));
        report('missed receipts queued', await queueMissedReceipts(app));
      },
    },
    {
      kind: 'recurring',
      name: 'queue-earnings-statements',
      schedule: 'daily at UTC midnight; acts on the first 3 days of a month',
      does: "queues last month's earnings statement for everyone who earned in it",
      guard:
        'primary key sent_emails.key (statement:<author id>:<YYYY-MM>): the 2nd and 3rd day send nothing',
      periodMs: DAY_MS,
      expireInSeconds: 5 * 60,
      run: async () => report('earnings statements queued', await queueMonthlyStatements(app)),
    },
    // Payouts (docs/reference/money.md#payouts, ADR 0041).
    {
      kind: 'recurring',
      name: 'payouts-weekly',
      schedule: 'hourly; acts on Mondays 06:00 UTC',
      does: 'pays out every ready, verified author whose available balance reaches PAYOUT_MINIMUM_CENTS',
      guard:
        'unique payouts.run_key payout:<user>:<yyyy-mm-dd>, and the lines taken FOR UPDATE (payout_id set once)',
      periodMs: HOUR_MS,
      expireInSeconds: 15 * 60,
      run: async () => {
        const now = new Date();
        if (!isPayoutHour(now)) return;
        const deps = { db: app.db, payments: app.payments, config: app.config };
        report('scheduled payouts made', await runScheduledPayouts(deps, now));
      },
    },
    {
      kind: 'queued',
      name: TRANSFER_WAITING_JOB,
      schedule: 'queued when a connected account becomes ready (account.updated)',
      does: "transfers each waiting earning line (Stripe) to its recipient's ready connected account",
      guard:
        "Stripe idempotency key storyloom-transfer-<line id>, and the line's transfer state checked in SQL",
      expireInSeconds: 15 * 60,
      run: async () => {
        report('waiting earnings transferred', await transferWaiting(app.db, app.payments.stripe));
      },
    },
    {
      kind: 'recurring',
      name: 'payouts-transfer-waiting-hourly',
      schedule: 'hourly',
      does: 'the same transfers of waiting earning lines, for accounts whose event was missed or a failed transfer',
      guard:
        "Stripe idempotency key storyloom-transfer-<line id>, and the line's transfer state checked in SQL",
      periodMs: HOUR_MS,
      expireInSeconds: 15 * 60,
      run: async () => {
        report('waiting earnings transferred', await transferWaiting(app.db, app.payments.stripe));
      },
    },
    {
      kind: 'queued',
      name: REFRESH_TRENDING_JOB,
      schedule:
        'every 5 minutes: each run queues the next (singletonKey "next"); the chain starts at start-up',
      does: 'recomputes the stored trending scores, so reads and bookmarks that left the window stop counting',
      guard: 'none needed: the scores are absolute values, recomputed from the rule',
      expireInSeconds: 300,
      run: () => runTrendingRefresh({ db: app.db, jobs: app.jobs }),
      onStarted: async () => {
        await scheduleTrendingRefresh(app.jobs);
      },
    },
    {
      kind: 'queued',
      name: RELEASE_CHAPTER_JOB,
      schedule: 'queued when a chapter is saved with a future release time, due at that time',
      does: "the release's side effects: the story moves up as updated, bookmarkers and subscribers are told",
      guard: 'primary key chapter_releases.chapter_id, taken in the same transaction as the effects',
      expireInSeconds: 120,
      run: (job) => runReleaseChapterJob(app, job),
    },
    {
      kind: 'queued',
      name: CLOSE_ROUND_JOB,
      schedule: "queued when a voting round opens (due at its close), on the author's retry, and at start-up",
      does: "closes the round, then has the winning proposal's chapter written by the AI",
      guard:
        "the round's status checked in SQL, and the unique chapters.source_proposal_id: one chapter per round",
      expireInSeconds: aiJobExpiry,
      run: (job) => runCloseRoundJob(app, job),
      onStarted: async () => {
        const queued = await recoverRounds(app);
        if (queued > 0) app.log.info({ rounds: queued }, 'voting rounds queued at start-up');
      },
    },
    {
      kind: 'queued',
      name: RENEW_SUBSCRIPTION_JOB,
      schedule: "queued at a demo subscription's period end (on subscribing, by each renewal, at start-up)",
      does: 'pays the next month at the tier price, or lets a cancelled subscription lapse',
      guard:
        'unique index payments_subscription_period_uq (subscription_id, period_start): one payment a period',
      expireInSeconds: 120,
      run: async (job) => {
        await runRenewalJob(renewalDeps(), job);
      },
      onStarted: async () => {
        const queued = await recoverRenewals(renewalDeps());
        if (queued > 0) app.log.info({ subscriptions: queued }, 'subscription renewals queued at start-up');
      },
    },
    {
      kind: 'queued',
      name: MOVE_STRIPE_PRICE_JOB,
      schedule: "queued when an author moves a tier's Stripe subscribers to its price (due at its date)",
      does: "switches the Stripe subscription's Price, no proration, and makes it the kept price",
      guard: 'the row re-read (pending price, date come); a Stripe idempotency key per subscription and date',
      expireInSeconds: 120,
      run: async (job) => {
        await runMoveStripePriceJob(app, job);
      },
    },
    {
      kind: 'queued',
      name: NOTIFY_NEW_CHAPTER_JOB,
      schedule: 'queued when a chapter is published (at once, on release, or by a voting round)',
      does: "tells the story's bookmarkers and the author's subscribers, in-app and live",
      guard:
        'unique notifications_user_dedupe_uq (user_id, dedupe_key): one notification per user and chapter',
      expireInSeconds: 300,
      run: (job) => runNewChapterJob(app, job),
    },
    {
      kind: 'queued',
      name: NOTIFY_NEW_POST_JOB,
      schedule: 'queued when an author publishes a post (never on an edit)',
      does: "tells the post's audience among the author's followers and live subscribers, in-app and live",
      guard:
        'unique notifications_user_dedupe_uq (user_id, dedupe_key post:{id}): one notification per user and post',
      expireInSeconds: 300,
      run: (job) => runNewPostJob(app, job),
    },
    {
      kind: 'queued',
      name: SEND_PUSH_JOB,
      schedule: 'queued for each new notification (keyed by its id)',
      does: "sends it by Web Push to the user's browsers, unless they turned push off for its type",
      guard: 'primary key push_deliveries (notification_id, subscription_id), written before sending',
      expireInSeconds: 120,
      run: (job) => runSendPush(app, job),
    },
    {
      kind: 'queued',
      name: SEND_EMAIL_JOB,
      schedule:
        'queued by sign-up, "Forgot password?", a password reset, an email change and "Resend"; by each completed payment (receipt), a cancellation, a failed renewal and the money-email jobs',
      does: 'sends one email by SMTP_URL, or writes it to DATA_DIR/outbox/ without it (ADR 0036)',
      guard:
        'primary key sent_emails.key (e.g. password-reset:<tokenId>), inserted in the transaction that sends',
      expireInSeconds: 120,
      run: (job) => runSendEmail(app, job),
    },
    {
      kind: 'recurring',
      name: 'queue-email-digests',
      schedule: 'daily at UTC midnight',
      does: "queues the previous UTC day's digest email for each user with notifications whose email choice is 'digest'",
      guard:
        'primary key sent_emails.key digest:<userId>:<day>: a second run queues emails that send nothing',
      periodMs: DAY_MS,
      expireInSeconds: 15 * 60,
      run: async () => report('email digests queued', await queueDigests(app, previousUtcDay(new Date()))),
    },
    {
      kind: 'queued',
      name: CHAPTER_SUMMARY_JOB,
      schedule: 'queued when a recap needs a chapter whose AI summary is missing (one per chapter and model)',
      does: "writes the chapter's AI summary for recaps",
      guard: 'primary key chapter_summaries (chapter_id, source)',
      expireInSeconds: aiJobExpiry,
      run: (job) => runChapterSummaryJob(app, job),
    },
  ];
}

/**
 * Declares every job of `backgroundJobs` on `app.jobs` (register after the jobs plugin). Recurring jobs
 * go through `defineRecurringJob`; start-up recoveries run in list order once the queue has started.
 */
export const backgroundJobsPlugin = fp(
  async (app: FastifyInstance) => {
    for (const job of backgroundJobs(app)) {
      if (job.kind === 'recurring') {
        defineRecurringJob(app.jobs, job);
        continue;
      }
      app.jobs.define<never>({ name: job.name, expireInSeconds: job.expireInSeconds, handler: job.run });
      if (job.onStarted) app.jobs.onStarted(job.onStarted);
    }
  },
  { name: 'background-jobs' },
);
