import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time email tokens (docs/reference/people.md#email; OWASP Forgot Password Cheat Sheet): 32 random
 * bytes as base64url (43 characters), stored only as their SHA-256.
 */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256, hex (64 characters). */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long a password-reset link works: 1 hour (ms). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long a verification link works: 7 days (ms). */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
