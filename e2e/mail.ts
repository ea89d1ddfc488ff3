import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/*
 * Where the e2e servers' emails land (docs/reference/people.md#email): the main server sends over SMTP to
 * e2e/smtp-catcher.ts, which keeps each message as an .eml file (playwright.config.ts); a server without
 * SMTP_URL (the Stripe-mode journey's own) writes them to its DATA_DIR/outbox/.
 */

const mainPort = Number(process.env.E2E_PORT ?? 5199);

/**
 * The folder of .eml files of the e2e server on `port` (the main one by default): what the SMTP catcher
 * received for the main server, else that server's outbox (every e2e server's DATA_DIR is
 * storyloom-e2e-{port}: playwright.config.ts, money-stripe.spec.ts).
 */
export function outboxDir(port = mainPort): string {
  if (port === mainPort) return path.join(os.tmpdir(), `storyloom-e2e-${port}-smtp`);
  return path.join(os.tmpdir(), `storyloom-e2e-${port}`, 'outbox');
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/**
 * The newest email to `to` whose subject contains `subject` in the outbox of the server on `port`,
 * waiting for the send job (15 s at most).
 */
export async function waitForEmail(to: string, subject: string, port?: number): Promise<ParsedMail> {
  const dir = outboxDir(port);
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(path.join(dir, file)));
          if (recipients(mail).includes(to.toLowerCase()) && (mail.subject ?? '').includes(subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `email "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the `/page?token=…` link in an email's text part, e.g. `/verify-email?token=…`. */
export function linkPath(mail: ParsedMail, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`https?://[^/\\s]+(/${page}\\?token=[A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
}

/**
 * Verifies `email` with the link of its verification email, through POST /api/auth/verify-email on the
 * server on `port` (the main e2e server by default).
 */
export async function verifyEmailViaOutbox(
  api: APIRequestContext,
  email: string,
  port?: number,
): Promise<void> {
  const mail = await waitForEmail(email, 'Verify your email', port);
  const token = new URL(linkPath(mail, 'verify-email'), 'http://x').searchParams.get('token');
  const response = await api.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}
