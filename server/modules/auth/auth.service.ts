import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { LoginRequest } from '../../../contract/auth.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { pgError } from '../../lib/pg-errors.js';
import type { KnownDevice } from './device-cookie.js';
import type { LoginThrottle } from './login-throttle.js';

// argon2id with the library defaults (m=19 MiB, t=2, p=1): OWASP Password Storage Cheat Sheet minimum.
// `Algorithm` is an ambient const enum (unusable with isolatedModules): 2 is Algorithm.Argon2id.
const hashOptions = { algorithm: 2 } as const;
let dummyHash: Promise<string> | undefined;

/** Hashes a password with argon2id. Returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** Whether `password` matches the argon2 PHC string `passwordHash` (false for a malformed hash). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

export type UserRow = typeof users.$inferSelect;

export interface SignupInput {
  email: string;
  password: string;
  username: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an account (docs/reference/limits.md#accounts). Emails are stored lower-cased.
 * @throws AppError EMAIL_TAKEN ("An account with this email already exists"), USERNAME_TAKEN
 */
export async function signup(db: Db, input: SignupInput): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        password: passwordHash,
        username: input.username,
        displayName: input.displayName,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
      })
      .returning();
    return user!;
  } catch (error) {
    // The unique indexes decide, so simultaneous signups cannot both win (PostgreSQL 23505).
    const info = pgError(error);
    if (info?.code === '23505') throw takenError(info.constraint === 'users_email_unique');
    throw error;
  }
}

function takenError(isEmail: boolean): AppError {
  return isEmail
    ? new AppError('EMAIL_TAKEN', 'An account with this email already exists', { field: 'body.email' })
    : new AppError('USERNAME_TAKEN', 'Username already exists', { field: 'body.username' });
}

/**
 * Checks credentials behind the brute-force throttle. Unknown emails still pay for one argon2
 * verification so that timing does not reveal which emails have accounts (OWASP Authentication Cheat
 * Sheet). A device cookie counts as trusted only when it was issued to this very account.
 * @returns the user and the trusted device id (null when the device is new to this account)
 * @throws AppError RATE_LIMITED (429, from the throttle), INVALID_CREDENTIALS (401)
 */
export async function login(
  db: Db,
  input: LoginRequest,
  throttle: LoginThrottle,
  client: { ip: string; device: KnownDevice | null },
): Promise<{ user: UserRow; deviceId: string | null }> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const deviceId = user && client.device?.userId === user.id ? client.device.deviceId : null;
  const attempt = { ip: client.ip, email, deviceId };
  await throttle.admit(attempt);
  dummyHash ??= hashPassword('storyloom-timing-equalizer');
  const ok = await verifyPassword(user?.password ?? (await dummyHash), input.password);
  if (!user || !ok) {
    await throttle.recordFailure(attempt);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password.');
  }
  await throttle.recordSuccess(attempt);
  return { user, deviceId };
}
