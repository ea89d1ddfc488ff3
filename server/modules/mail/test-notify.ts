import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { NotificationType } from '../../../contract/notifications.js';
import type { NotificationPreference } from '../../../contract/push.js';
import { signIn, type UserRow } from '../../test/factories.js';
import type { TestContext } from '../../test/test-app.js';

/*
 * What the notification-email tests (notify-email.test.ts, digest-email.test.ts) do as a mail client and
 * a mail provider would: read headers, take the one-click link, post it; and set a user's email choice.
 */

/** The origin of links in the tests' emails (their PUBLIC_ORIGIN). */
export const TEST_ORIGIN = 'https://storyloom.test';

/** The value of a raw header line of a parsed email. */
export function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

/** The one-click token of an email's List-Unsubscribe header. */
export function tokenOf(mail: ParsedMail): string {
  const match = /^<https:\/\/storyloom\.test\/api\/email\/unsubscribe\?token=([^>]+)>$/.exec(
    header(mail, 'List-Unsubscribe'),
  );
  if (!match) throw new Error(`no List-Unsubscribe in ${mail.headerLines.map((h) => h.line).join('\n')}`);
  return decodeURIComponent(match[1]!);
}

/** RFC 8058 section 3.2: what a mail provider sends, from its own site, with no cookie. */
export const oneClick = (t: TestContext, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example',
      'sec-fetch-site': 'cross-site',
    },
    payload: 'List-Unsubscribe=One-Click',
  });

/** The user's notification preferences, as Settings reads them. */
export async function preferencesOf(t: TestContext, user: UserRow): Promise<NotificationPreference[]> {
  const cookie = await signIn(t.app, user);
  return (await t.app.inject({ url: '/api/user/notification-preferences', headers: { cookie } })).json();
}

/** Sets one type's email choice through the API (in app and push on). */
export async function setEmail(
  t: TestContext,
  user: UserRow,
  type: NotificationType,
  email: NotificationPreference['email'],
): Promise<void> {
  const cookie = await signIn(t.app, user);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/user/notification-preferences',
    headers: { cookie },
    payload: [{ type, inApp: true, push: true, email }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
