import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { branchProposals, votes, votingRounds } from '../../db/schema.js';
import { findRoundById, type RoundRow } from './voting-round.js';

/**
 * The winning proposal of a chapter: most votes; a tie goes to the earliest proposal
 * (docs/reference/community.md#proposals). Vetoed proposals are out of the tally; a round whose proposals
 * have no votes has no winner.
 * @returns the proposal id, or undefined
 */
export async function pickWinner(db: DbOrTx, chapterId: number): Promise<number | undefined> {
  const voteCount = sql<number>`count(${votes.id})::int`;
  const [winner] = await db
    .select({ id: branchProposals.id, voteCount })
    .from(branchProposals)
    .leftJoin(votes, eq(votes.proposalId, branchProposals.id))
    .where(and(eq(branchProposals.chapterId, chapterId), eq(branchProposals.isVetoed, false)))
    .groupBy(branchProposals.id)
    .having(sql`count(${votes.id}) > 0`)
    .orderBy(desc(voteCount), asc(branchProposals.createdAt), asc(branchProposals.id))
    .limit(1);
  return winner?.id;
}

/**
 * Closes round `roundId` once its window is over: 'writing' with its winner, or 'no_votes' (no chapter
 * follows). The transition is guarded in SQL (`WHERE status = 'open' AND closes_at <= now()`), so of
 * two closers (two instances, a retried job) only one acts; the other gets the round as it is. The
 * guarded UPDATE comes first and waits for proposals and votes holding the round `FOR SHARE`, so the
 * winner is counted after every vote the round accepted.
 * @returns `changed` true when this call closed it; undefined when the round no longer exists
 */
export async function closeRound(
  db: Db,
  roundId: number,
): Promise<{ round: RoundRow; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [closing] = await tx
      .update(votingRounds)
      .set({ status: 'writing', closedAt: sql`now()` })
      .where(
        and(
          eq(votingRounds.id, roundId),
          eq(votingRounds.status, 'open'),
          lte(votingRounds.closesAt, sql`now()`),
        ),
      )
      .returning();
    if (!closing) {
      const round = await findRoundById(tx, roundId);
      return round && { round, changed: false };
    }
    const winner = await pickWinner(tx, closing.chapterId);
    const [closed] = await tx
      .update(votingRounds)
      .set(winner ? { winnerProposalId: winner } : { status: 'no_votes' })
      .where(eq(votingRounds.id, roundId))
      .returning();
    return { round: closed!, changed: true };
  });
}
