import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NotificationType } from '../../../contract/notifications.js';
import { UNSUBSCRIBE_CATEGORIES, type UnsubscribeCategory } from '../../../contract/unsubscribe.js';
import type { DbOrTx } from '../../db/client.js';
import { signingKeys, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { digestTypesOf, setEmailChoice } from '../push/email-choices.js';

/*
 * One-click unsubscribe links (RFC 8058; docs/reference/people.md#email, ADR 0037). A token is
 * `{userId}.{category}.{signature}`: the category is a notification type, or `digest` (every type the
 * user gets in the daily digest), and the signature is HMAC-SHA256 over `{userId}.{category}` in
 * base64url, keyed by the `unsubscribe` secret of `signing_keys`. The secret lives in the database so
 * every instance signs and checks with the same one (ADR 0037). A token never expires: an email in an
 * inbox must keep working, and all it can do is turn one category's email off.
 */

const KEY_NAME = 'unsubscribe';
const CATEGORIES: readonly string[] = UNSUBSCRIBE_CATEGORIES;

/**
 * The `unsubscribe` signing secret, made by the first instance that needs it: INSERT … ON CONFLICT DO
 * NOTHING, then SELECT, so two instances racing both end with the one row that won (32 random bytes).
 */
async function unsubscribeSecret(db: DbOrTx): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.name, KEY_NAME));
  if (!row) throw new Error('the unsubscribe signing key could not be read');
  return Buffer.from(row.secret, 'hex');
}

function sign(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * The unsubscribe token for `userId` and `category` (a notification type, or `digest`), base64url
 * signature; safe in a URL's query string as it is.
 */
export async function unsubscribeToken(
  db: DbOrTx,
  userId: number,
  category: UnsubscribeCategory,
): Promise<string> {
  const payload = `${userId}.${category}`;
  return `${payload}.${sign(await unsubscribeSecret(db), payload).toString('base64url')}`;
}

/**
 * The user and category a token names, when its signature is right (compared in constant time,
 * `timingSafeEqual`, so the time taken tells nothing about how much of a forged signature matched).
 * @throws AppError INVALID_UNSUBSCRIBE_TOKEN (400) for any malformed or forged token
 */
export async function verifyUnsubscribeToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: number; category: UnsubscribeCategory }> {
  const parts = token.split('.');
  const [user, category, signature] = parts;
  if (parts.length !== 3 || !user || !category || !signature) throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
  if (!/^[1-9][0-9]{0,9}$/.test(user) || !CATEGORIES.includes(category)) {
    throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
  }
  const expected = sign(await unsubscribeSecret(db), `${user}.${category}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
  }
  return { userId: Number(user), category: category as UnsubscribeCategory };
}

/**
 * What one click does: turns email off for the token's category (a type; for `digest`, every type the
 * user now gets in the digest). Nothing else changes: in-app and push stay as they were. Idempotent.
 * A token of a deleted account changes nothing and answers the same.
 * @throws AppError INVALID_UNSUBSCRIBE_TOKEN (400)
 */
export async function unsubscribe(
  db: DbOrTx,
  token: string,
): Promise<{ category: UnsubscribeCategory; types: NotificationType[] }> {
  const { userId, category } = await verifyUnsubscribeToken(db, token);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!account) return { category, types: [] }; // the account is gone: nothing is emailed any more
  const types = category === 'digest' ? await digestTypesOf(db, userId) : [category];
  await setEmailChoice(db, userId, types, 'off');
  return { category, types };
}
