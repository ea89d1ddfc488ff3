import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Environment -> typed configuration, validated at boot (docs/ARCHITECTURE.md#configuration).
 * A bad value stops the server with a message naming the variable.
 */
const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_CORPUS_DIR: z.string().min(1).optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(15),
    PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(1).default(1000),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_STRUCTURED_OUTPUTS: z.enum(['true', 'false']).default('true'),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    AI_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AI_RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60 * 1000),
    AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(1).default(500_000),
    AI_MAX_INPUT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(512 * 1024),
    AI_LEDGER_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_API_URL: z.url().optional(),
    PAYMENT_PROVIDER: z.enum(['demo', 'stripe']).optional(),
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .default('mailto:push@storyloom.invalid'),
    PUSH_EXTRA_ORIGINS: z.string().default(''),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be false, true (one proxy) or the number of proxies in front')
      .default('false'),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .refine((v) => v.split(',').every((o) => o.trim() === '' || URL.canParse(o.trim())), {
        message: 'must be a comma-separated list of origins such as https://storyloom.example',
      }),
    SESSION_IDLE_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(60_000)
      .default(7 * 24 * 60 * 60 * 1000),
    SESSION_MAX_AGE_MS: z.coerce
      .number()
      .int()
      .min(60_000)
      .default(30 * 24 * 60 * 60 * 1000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_ORIGIN: z
      .url()
      .refine((v) => /^https?:/.test(v), {
        message: 'must be an http(s) origin such as https://storyloom.example',
      })
      .optional(),
    SMTP_URL: z
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), {
        message: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^([^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
        message: 'must be an address such as Storyloom <no-reply@storyloom.example>',
      })
      .default('Storyloom <no-reply@storyloom.invalid>'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    WEB_BUILD: z.enum(['auto', 'off']).default('auto'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_AUTH_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60 * 1000),
    VOTING_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 60 * 60 * 1000),
    PROPOSALS_PER_USER_PER_ROUND: z.coerce.number().int().min(1).max(1000).default(3),
    CHAT_SLOW_MODE_MS: z.coerce.number().int().min(0).default(2000),
    CHAT_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
    COMPANION_RECAP_AFTER_DAYS: z.coerce.number().min(0).max(365).default(3),
    JOB_WORKERS: z.enum(['true', 'false']).default('true'),
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(500).default(2000),
    JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
    JOB_RETRY_DELAY_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(30 * 1000),
    RATE_LIMIT_STORY_MAX: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_STORY_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
    RATE_LIMIT_CHAPTER_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_CHAPTER_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60 * 60 * 1000),
  })
  .refine((e) => !e.AI_BASE_URL || e.AI_MODEL, {
    path: ['AI_MODEL'],
    message: 'required when AI_BASE_URL is set',
  })
  .refine((e) => e.AI_LEDGER_RETENTION_DAYS * DAY_MS >= e.AI_RATE_LIMIT_WINDOW_MS, {
    // Pruned rows must no longer count toward any limit: the rate window, or today's budget (1 day).
    path: ['AI_LEDGER_RETENTION_DAYS'],
    message: 'must cover AI_RATE_LIMIT_WINDOW_MS (the ledger counts the rate limit)',
  })
  .refine((e) => e.PAYMENT_PROVIDER !== 'stripe' || e.STRIPE_SECRET_KEY, {
    path: ['STRIPE_SECRET_KEY'],
    message: 'required when PAYMENT_PROVIDER is stripe',
  })
  .refine((e) => !e.STRIPE_SECRET_KEY || e.PAYMENT_PROVIDER === 'demo' || e.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'required with STRIPE_SECRET_KEY: access is granted only by verified webhooks',
  });

/** The AI provider and its cost limits (README "Configuration"). */
export interface AiConfig {
  /** OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1; absent = the built-in offline writer. */
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Send JSON schemas as `response_format: json_schema` (false: `json_object`, schema only in the prompt). */
  structuredOutputs: boolean;
  /** Whole-call limit for one generation, retries included (ms). */
  timeoutMs: number;
  /** Retries of a failed provider call (the AI SDK's exponential backoff). */
  maxRetries: number;
  /** Generations allowed per user within `rateLimitWindowMs`. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Input plus output tokens per user per UTC day. */
  dailyTokenBudget: number;
  /** Largest AI request body (bytes); larger gets 413. */
  maxInputBytes: number;
  /**
   * Days the generation ledger keeps a row (`ai_generations`); a daily job deletes older ones. At least
   * one day and the rate-limit window, so no pruned row still counts toward a limit.
   */
  ledgerRetentionDays: number;
}

/** The job queue (pg-boss; ADR 0013). */
export interface JobsConfig {
  /** Whether this instance runs jobs (false: it only schedules them for the instances that do). */
  runWorkers: boolean;
  /** How often an idle worker looks for due jobs (ms; pg-boss allows 500 and up). */
  pollIntervalMs: number;
  /** Retries of a failed job before it is given up (then, e.g., a voting round is marked failed). */
  retryLimit: number;
  /** First retry delay (ms, whole seconds); later retries back off exponentially with jitter. */
  retryDelayMs: number;
}

/** Payments (docs/reference/money.md#providers; README "Payments"; ADR 0015). */
export interface PaymentsConfig {
  /** `stripe` when STRIPE_SECRET_KEY is set (unless PAYMENT_PROVIDER=demo), else `demo`. */
  provider: 'demo' | 'stripe';
  stripeSecretKey?: string;
  /** whsec_…: verifies `Stripe-Signature` on POST /api/webhooks/stripe. */
  stripeWebhookSecret?: string;
  /** pk_…: sent to the web app by GET /api/payments/config for Stripe.js. */
  stripePublishableKey?: string;
  /** Another Stripe API base URL (tests: the local fake Stripe server); default Stripe's own. */
  stripeApiUrl?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Signs nothing secret-bearing yet; reserved for cookie signing. Generated in DATA_DIR when absent. */
  sessionSecret?: string;
  seedCorpusDir?: string;
  seedDemo: boolean;
  /** The platform's share of each payment, percent (0-100, up to 2 decimals); authors earn the rest. */
  platformFeePercent: number;
  /**
   * Payouts (ADR 0041): `holdDays` (PAYOUT_HOLD_DAYS, integer days ≥ 0) an earning stays pending after
   * its payment; `minimumCents` (PAYOUT_MINIMUM_CENTS) the smallest payout, on request or by the weekly job.
   */
  payouts: { holdDays: number; minimumCents: number };
  logLevel: string;
  /**
   * How many reverse proxies to trust (0: none). The client address is the X-Forwarded-For entry that
   * many hops from the right (the nearest proxy's view), never the spoofable leftmost one; https for
   * Secure cookies comes from X-Forwarded-Proto.
   */
  trustedProxyHops: number;
  /** Origins besides the request's own that may send state-changing requests (e.g. a public URL). */
  allowedOrigins: string[];
  /** A session ends after this long without a request (ms). OWASP Session Management: idle timeout. */
  sessionIdleTimeoutMs: number;
  /** A session ends this long after sign-in whatever its use (ms). OWASP: absolute timeout. */
  sessionMaxAgeMs: number;
  /** Failed logins allowed per IP, failures per account before slowing, signups per IP, per window. */
  authRateMax: number;
  authRateWindowMs: number;
  /** How long a chapter's voting round stays open after its first proposal (ms; spec: 24 hours). */
  votingWindowMs: number;
  /** Ideas one reader may propose in one chapter's voting round (vetoed ones count too). */
  proposalsPerUserPerRound: number;
  /** Slow mode: one chat message per user per chapter per this many ms (0: off). */
  chatSlowModeMs: number;
  /**
   * Open /ws sockets one user may hold on one instance (ADR 0012): the next is refused with close code
   * 4429, so one account cannot fill a process's memory with sockets.
   */
  chatMaxSocketsPerUser: number;
  /**
   * The reader's companion (docs/reference/reading.md#recap): a reader who last read a story longer ago than
   * this (ms) is offered a recap when they open it (COMPANION_RECAP_AFTER_DAYS, decimal days, default 3).
   */
  recapAfterMs: number;
  jobs: JobsConfig;
  /** Stories (created or imported) per user per window. */
  storyRateMax: number;
  storyRateWindowMs: number;
  /** Chapter writes (create, edit, delete) per user per window. */
  chapterRateMax: number;
  chapterRateWindowMs: number;
  /** Build the web app at start when missing or stale (`npm start`); off for `npm run dev`. */
  buildWebOnStart: boolean;
  /**
   * On SIGTERM/SIGINT, how long requests in flight get to finish before their connections are cut (ms;
   * SHUTDOWN_GRACE_MS, default 10 s: below the 30 s a container orchestrator waits before SIGKILL).
   */
  shutdownGraceMs: number;
  /**
   * The site's public origin (e.g. https://storyloom.example) for absolute links in feeds, the sitemap,
   * robots.txt and Open Graph tags; absent: taken from each request (protocol and Host).
   */
  publicOrigin?: string;
  /** Directory with the built web app (vite build output); absent in API-only tests. */
  webDistDir?: string;
  ai: AiConfig;
  payments: PaymentsConfig;
  /**
   * Web Push (docs/reference/people.md#notifications): VAPID keys (main.ts generates them into DATA_DIR when
   * unset).
   */
  push: PushConfig;
  mail: MailConfig;
}

/** Outgoing email (docs/reference/people.md#email; ADR 0036). */
export interface MailConfig {
  /**
   * smtp://user:pass@host:587 (STARTTLS whenever the server offers it) or smtps://…:465 (TLS from the
   * start); absent: every email is written as an .eml file to `DATA_DIR/outbox/` instead.
   */
  smtpUrl?: string;
  /** The From header of every email, e.g. `Storyloom <no-reply@storyloom.example>`. */
  from: string;
}

export interface PushConfig {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Contact the push services may use (RFC 8292 "sub"). */
  vapidSubject: string;
  /** Push endpoint origins accepted besides the browsers' push services (tests: a local fake). */
  extraOrigins: string[];
}

/**
 * Reads `env` into an AppConfig.
 * @throws Error whose message names each bad variable, e.g. "PORT: Too big: expected number to be <=65535".
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    seedCorpusDir: e.SEED_CORPUS_DIR,
    seedDemo: e.SEED_DEMO === 'true',
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    payouts: { holdDays: e.PAYOUT_HOLD_DAYS, minimumCents: e.PAYOUT_MINIMUM_CENTS },
    logLevel: e.LOG_LEVEL,
    trustedProxyHops: proxyHops(e.TRUST_PROXY),
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
      extraOrigins: e.PUSH_EXTRA_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter((o) => URL.canParse(o))
        .map((o) => new URL(o).origin),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MS,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_MS,
    authRateMax: e.RATE_LIMIT_AUTH_MAX,
    authRateWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
    votingWindowMs: e.VOTING_WINDOW_MS,
    proposalsPerUserPerRound: e.PROPOSALS_PER_USER_PER_ROUND,
    chatSlowModeMs: e.CHAT_SLOW_MODE_MS,
    chatMaxSocketsPerUser: e.CHAT_MAX_SOCKETS_PER_USER,
    recapAfterMs: Math.round(e.COMPANION_RECAP_AFTER_DAYS * 24 * 60 * 60 * 1000),
    jobs: {
      runWorkers: e.JOB_WORKERS === 'true',
      pollIntervalMs: e.JOB_POLL_INTERVAL_MS,
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelayMs: e.JOB_RETRY_DELAY_MS,
    },
    storyRateMax: e.RATE_LIMIT_STORY_MAX,
    storyRateWindowMs: e.RATE_LIMIT_STORY_WINDOW_MS,
    chapterRateMax: e.RATE_LIMIT_CHAPTER_MAX,
    chapterRateWindowMs: e.RATE_LIMIT_CHAPTER_WINDOW_MS,
    webDistDir: e.WEB_DIST_DIR,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    buildWebOnStart: e.WEB_BUILD === 'auto',
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    payments: {
      provider: e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo'),
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
      stripeApiUrl: e.STRIPE_API_URL,
    },
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      structuredOutputs: e.AI_STRUCTURED_OUTPUTS === 'true',
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      rateLimitMax: e.AI_RATE_LIMIT_MAX,
      rateLimitWindowMs: e.AI_RATE_LIMIT_WINDOW_MS,
      dailyTokenBudget: e.AI_DAILY_TOKEN_BUDGET,
      maxInputBytes: e.AI_MAX_INPUT_BYTES,
      ledgerRetentionDays: e.AI_LEDGER_RETENTION_DAYS,
    },
  };
}

/** `TRUST_PROXY` as a hop count: `false` 0, `true` 1 (one proxy in front), or the number given. */
function proxyHops(value: string): number {
  if (value === 'false') return 0;
  if (value === 'true') return 1;
  return Number(value);
}
