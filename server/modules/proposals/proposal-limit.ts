import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { branchProposals } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** Advisory-lock namespace of a proposer's filing (first key of pg_advisory_xact_lock; ai uses 0x4149). */
const LOCK_NAMESPACE = 0x50_52; // "PR"

/** The refusal's text, which the proposal form shows as it is. */
export function proposalLimitMessage(max: number): string {
  return `You can propose at most ${max} idea${max === 1 ? '' : 's'} per chapter. Vote for another reader's idea instead.`;
}

/**
 * Throws once `userId` has filed `max` proposals in the voting round of `chapterId` (one round per
 * chapter, ADR 0013), vetoed ones included, so a veto does not hand the slot back to a spammer.
 * Call it inside the transaction that inserts the proposal: it takes a transaction-scoped advisory lock
 * on the proposer (the pattern of the AI generation ledger, ADR 0006), so concurrent requests of one
 * user, on any instance, are counted one after the other and cannot both take the last slot. The lock is
 * per user rather than per (user, round) because two int4 keys cannot hold three; one reader filing in
 * two rounds at the same instant only waits a few milliseconds.
 * @throws AppError PROPOSAL_LIMIT_REACHED (409) with `proposalLimitMessage(max)`
 */
export async function assertUnderProposalLimit(
  tx: DbOrTx,
  chapterId: number,
  userId: number,
  max: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${userId})`);
  const filed = await tx.$count(
    branchProposals,
    and(eq(branchProposals.chapterId, chapterId), eq(branchProposals.proposerId, userId)),
  );
  if (filed >= max) throw new AppError('PROPOSAL_LIMIT_REACHED', proposalLimitMessage(max));
}
