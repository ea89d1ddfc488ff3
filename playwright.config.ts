import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5199);
const dataDir = path.join(os.tmpdir(), `storyloom-e2e-${port}`);
/** A second app whose AI endpoint always fails (e2e/fake-ai-server.ts), for the failure journey. */
export const failingAiPort = port + 1;
const fakeAiPort = port + 2;
const failingDataDir = path.join(os.tmpdir(), `storyloom-e2e-${failingAiPort}`);
/** The SMTP server the main app sends through (e2e/smtp-catcher.ts), and where it keeps what it got. */
const smtpPort = port + 4;
const smtpCatcherDir = path.join(os.tmpdir(), `storyloom-e2e-${port}-smtp`);
/**
 * Journeys start as a returning user who already answered the install banner (issue 11 §1), so it never
 * covers what they tap; e2e/pwa.spec.ts starts without it to test the banner itself. Also for the
 * Stripe-mode app of money-stripe.spec.ts (port + 3).
 */
const installBannerAnswered = {
  cookies: [],
  origins: [port, port + 3].map((p) => ({
    origin: `http://localhost:${p}`,
    localStorage: [{ name: 'storyloom.install-dismissed-until', value: 'permanent' }],
  })),
};

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser: STACK-NOTES trap 3), against the
 * built app started on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'e2e',
  // Two spec files at a time, each file's tests in order; every journey signs up its own users, so
  // files do not share state beyond the demo content they read (4.4 min instead of 8 on 2 cores).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    storageState: installBannerAnswered,
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Started in order: the SMTP catcher, then the first app server, which builds the web app that the
  // second one serves.
  webServer: [
    {
      command: `rm -rf ${smtpCatcherDir} && npx tsx e2e/smtp-catcher.ts`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_CATCHER_PORT: String(smtpPort), SMTP_CATCHER_DIR: smtpCatcherDir },
    },
    {
      // The production path, as `npm start` runs it: web and server built, the server started with node.
      command: `rm -rf ${dataDir} && npx tsx scripts/prepare-start.ts && node dist/server/server/main.js`,
      url: `http://localhost:${port}/api/stories/trending`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_CORPUS_DIR: 'off',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_MAX: '1000',
        AI_RATE_LIMIT_MAX: '1000',
        // e2e/community.spec.ts: a voting round closes 12 s after its first idea; chat slow mode as shipped.
        VOTING_WINDOW_MS: '12000',
        CHAT_SLOW_MODE_MS: '2000',
        // e2e/companion.spec.ts: a recap is offered to a reader back after about 9 s (0.0001 days).
        COMPANION_RECAP_AFTER_DAYS: '0.0001',
        // Emails go over SMTP to e2e/smtp-catcher.ts (e2e/mail.ts reads what it received); jobs are picked
        // up within half a second, so a sign-up's verification email is there quickly.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        JOB_POLL_INTERVAL_MS: '500',
        // e2e/payouts.spec.ts: earnings are available for payout at once (no hold).
        PAYOUT_HOLD_DAYS: '0',
      },
    },
    {
      command: 'npx tsx e2e/fake-ai-server.ts',
      url: `http://127.0.0.1:${fakeAiPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_AI_PORT: String(fakeAiPort) },
    },
    {
      command: `rm -rf ${failingDataDir} && npx tsx server/main.ts`,
      url: `http://localhost:${failingAiPort}/api/stories/trending`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(failingAiPort),
        DATA_DIR: failingDataDir,
        SEED_CORPUS_DIR: 'off',
        SEED_DEMO: 'false',
        WEB_BUILD: 'off',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_MAX: '1000',
        AI_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
        AI_MODEL: 'always-failing',
        AI_MAX_RETRIES: '0',
        COMPANION_RECAP_AFTER_DAYS: '0.0001',
      },
    },
  ],
});
