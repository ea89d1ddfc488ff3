import { and, desc, eq, sql } from 'drizzle-orm';
import type { VotingRoundState } from '../../../contract/proposals.js';
import type { DbOrTx } from '../../db/client.js';
import { chapters, type ROUND_STATUSES, votingRounds } from '../../db/schema.js';
import { releasedSql } from '../access/chapter-release.js';

export type RoundRow = typeof votingRounds.$inferSelect;
/** A stored round status ('open' | 'writing' | 'completed' | 'no_votes' | 'failed'). */
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** A round with whether it takes proposals and votes right now (status open, window not over). */
export type RoundWithWindow = RoundRow & { isAccepting: boolean };

const isAccepting = sql<boolean>`(${votingRounds.status} = 'open' and ${votingRounds.closesAt} > now())`;

/**
 * Opens the voting round of `chapter` if it has none: it opens now and closes `windowMs` later
 * (database time, so every instance and the job queue agree). The unique chapter_id makes two
 * simultaneous first proposals open one round. The round row is then locked `FOR SHARE` until the
 * transaction ends, so a closing round waits for this proposal and cannot miss it.
 * @returns the round and whether this call opened it
 */
export async function openOrLockRound(
  tx: DbOrTx,
  chapter: { id: number; storyId: number },
  windowMs: number,
): Promise<{ round: RoundWithWindow; opened: boolean }> {
  const [opened] = await tx
    .insert(votingRounds)
    .values({
      chapterId: chapter.id,
      storyId: chapter.storyId,
      status: 'open',
      opensAt: sql`now()`,
      closesAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
    })
    .onConflictDoNothing({ target: votingRounds.chapterId })
    .returning();
  if (opened) return { round: { ...opened, isAccepting: true }, opened: true };
  const round = await lockRound(tx, chapter.id);
  if (!round) throw new Error(`voting round of chapter ${chapter.id} vanished`);
  return { round, opened: false };
}

/**
 * The round of `chapterId`, locked `FOR SHARE` until the transaction ends (votes and proposals take
 * it so that closing, which updates the row, waits for them), or undefined when it has none.
 */
export async function lockRound(tx: DbOrTx, chapterId: number): Promise<RoundWithWindow | undefined> {
  const [round] = await tx
    .select({ round: votingRounds, isAccepting })
    .from(votingRounds)
    .where(eq(votingRounds.chapterId, chapterId))
    .for('share');
  return round ? { ...round.round, isAccepting: round.isAccepting } : undefined;
}

/** The round of `chapterId` (not locked), or undefined. */
export async function findRound(db: DbOrTx, chapterId: number): Promise<RoundRow | undefined> {
  const [round] = await db.select().from(votingRounds).where(eq(votingRounds.chapterId, chapterId));
  return round;
}

/** The round with this id, or undefined. */
export async function findRoundById(db: DbOrTx, roundId: number): Promise<RoundRow | undefined> {
  const [round] = await db.select().from(votingRounds).where(eq(votingRounds.id, roundId));
  return round;
}

/**
 * The id of the story's last released chapter (the one proposals target; a chapter scheduled for later
 * is not there yet for readers, docs/reference/platform.md#formats), or undefined for an empty story.
 */
export async function latestChapterId(db: DbOrTx, storyId: number): Promise<number | undefined> {
  const [last] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.storyId, storyId), releasedSql()))
    .orderBy(desc(chapters.orderIndex), desc(chapters.id))
    .limit(1);
  return last?.id;
}

/**
 * The state readers see (contract/proposals.ts VOTING_ROUND_STATES): the stored status once a round
 * exists, except that an open round or a chapter without one reads `disabled` while the author has
 * community voting off; without a round, `not_latest` unless the chapter is the story's latest.
 */
export function roundState(
  round: Pick<RoundRow, 'status'> | undefined,
  context: { isVotingEnabled: boolean; isLatest: boolean },
): VotingRoundState {
  if (!context.isVotingEnabled && (!round || round.status === 'open')) return 'disabled';
  if (round) return round.status as RoundStatus;
  return context.isLatest ? 'not_started' : 'not_latest';
}
