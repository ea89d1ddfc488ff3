import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/*
 * The e2e server has no SMTP_URL, so its emails are .eml files in DATA_DIR/outbox/
 * (docs/reference/people.md#email); DATA_DIR is the one playwright.config.ts gives it.
 */

/** The e2e server's outbox directory. */
export function outboxDir(): string {
  const port = Number(process.env.E2E_PORT ?? 5199);
  return path.join(os.tmpdir(), `storyloom-e2e-${port}`, 'outbox');
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The newest email to `to` whose subject contains `subject`, waiting for the send job (15 s at most). */
export async function waitForEmail(to: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(path.join(outboxDir(), file)));
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

/** Verifies `email` with the link of its verification email, through POST /api/auth/verify-email. */
export async function verifyEmailViaOutbox(api: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForEmail(email, 'Verify your email');
  const token = new URL(linkPath(mail, 'verify-email'), 'http://x').searchParams.get('token');
  const response = await api.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}
