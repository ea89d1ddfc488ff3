import type { DbOrTx } from '../../db/client.js';
import { emailVerificationTokens } from '../../db/schema.js';
import { VERIFY_TOKEN_TTL_MS } from './tokens.js';

/**
 * Records a verification of `email` for the user (valid 7 days) and returns its row id; the caller
 * queues `{ kind: 'verify-email', tokenId }` once the row is committed.
 */
export async function createEmailVerification(db: DbOrTx, userId: number, email: string): Promise<number> {
  const [row] = await db
    .insert(emailVerificationTokens)
    .values({ userId, email, expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) })
    .returning({ id: emailVerificationTokens.id });
  return row!.id;
}
