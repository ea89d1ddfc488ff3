import { z } from 'zod';

/**
 * Environment -> typed configuration, validated at boot (ARCHITECTURE.md "Configuration").
 * A bad value stops the server with a message naming the variable.
 */
const ZEnv = z.object({
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
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WEB_BUILD: z.enum(['auto', 'off']).default('auto'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Signs nothing secret-bearing yet; reserved for cookie signing. Generated in DATA_DIR when absent. */
  sessionSecret?: string;
  seedCorpusDir?: string;
  seedDemo: boolean;
  platformFeePercent: number;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits, https for Secure cookies). */
  trustProxy: boolean;
  /** Login/signup attempts allowed per IP and per email within `authRateWindowMs`. */
  authRateMax: number;
  authRateWindowMs: number;
  /** Build the web app at start when missing or stale (`npm start`); off for `npm run dev`. */
  buildWebOnStart: boolean;
  /** Directory with the built web app (vite build output); absent in API-only tests. */
  webDistDir?: string;
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
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    authRateMax: e.RATE_LIMIT_AUTH_MAX,
    authRateWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
    webDistDir: e.WEB_DIST_DIR,
    buildWebOnStart: e.WEB_BUILD === 'auto',
  };
}
