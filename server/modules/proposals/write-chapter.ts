import { and, eq } from 'drizzle-orm';
import { countWords } from '../../../contract/words.js';
import type { DbOrTx } from '../../db/client.js';
import { branchProposals, chapters, stories, votingRounds } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { pgError } from '../../lib/pg-errors.js';
import { winningIdeaBrief } from '../ai/briefs.js';
import { chapterContentTask } from '../ai/tasks/chapter-content.task.js';
import { recordAiSources } from '../chapters/ai-assistance.js';
import { appendChapter } from '../chapters/append-chapter.js';
import type { CommunityDeps } from './round-events.js';
import type { RoundRow } from './voting-round.js';

/** Longest failure reason kept (voting_rounds.failure_reason is varchar(255)). */
const REASON_MAX = 255;

/**
 * Writes the chapter of a round in 'writing' (docs/reference/community.md#winning-chapter): the configured AI
 * writes the next chapter from the story so far and the winning idea, as a system generation; it is appended
 * as the story's next chapter, labelled AI-generated (share 1, its generation recorded as the chapter's
 * source: docs/reference/ai.md#ai-share) and credited to the idea (`source_proposal_id`), and
 * the round becomes 'completed' with it, in one transaction. The unique source_proposal_id makes this
 * happen once however often it runs (a retry, a crash after the commit, two instances): the loser of
 * that race, or a run that finds the chapter already written, completes the round with the existing
 * chapter. Nothing is saved when the AI fails.
 * @returns the round after: 'completed', or 'failed' when the winning idea was deleted meanwhile
 * @throws whatever the AI or the database threw (AppError AI_PROVIDER_ERROR, AI_PROVIDER_TIMEOUT, ...)
 */
export async function writeWinningChapter(
  deps: CommunityDeps,
  round: RoundRow,
  signal: AbortSignal,
): Promise<RoundRow> {
  const { db } = deps;
  const winnerId = round.winnerProposalId;
  const [proposal] = winnerId
    ? await db.select().from(branchProposals).where(eq(branchProposals.id, winnerId))
    : [];
  if (!proposal)
    return failRound(db, round.id, 'The winning idea was removed before its chapter was written.');
  const written = await chapterFromProposal(db, proposal.id);
  if (written) return completeRound(db, round.id, written);

  const brief = await winningIdeaBrief(db, round.storyId, proposal);
  const { content, generationId } = await deps.ai.generator.generate(
    { userId: null, task: chapterContentTask, brief },
    signal,
  );
  try {
    return await db.transaction(async (tx) => {
      const [story] = await tx
        .select({ authorId: stories.authorId })
        .from(stories)
        .where(eq(stories.id, round.storyId));
      if (!story) throw new AppError('STORY_NOT_FOUND');
      const chapter = await appendChapter(tx, {
        storyId: round.storyId,
        // The story's author owns every chapter of it (they may edit or delete this one too).
        authorId: story.authorId,
        parentId: round.chapterId,
        title: proposal.title,
        content,
        isCanon: true,
        wordCount: countWords(content),
        aiAssistance: 'generated',
        // The AI's text as it wrote it (docs/reference/ai.md#ai-share); later edits measure against it.
        aiShare: 1,
        sourceProposalId: proposal.id,
      });
      await recordAiSources(tx, chapter.id, [generationId]);
      return completeRound(tx, round.id, chapter.id);
    });
  } catch (error) {
    if (pgError(error)?.constraint !== 'chapters_source_proposal_id_unique') throw error;
    const existing = await chapterFromProposal(db, proposal.id);
    if (!existing) throw error;
    return completeRound(db, round.id, existing);
  }
}

/** The id of the chapter written from `proposalId`, if any. */
async function chapterFromProposal(db: DbOrTx, proposalId: number): Promise<number | undefined> {
  const [chapter] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.sourceProposalId, proposalId));
  return chapter?.id;
}

/** Marks the round completed with its chapter (also a round a failed attempt had given up on). */
async function completeRound(db: DbOrTx, roundId: number, chapterId: number): Promise<RoundRow> {
  const [round] = await db
    .update(votingRounds)
    .set({ status: 'completed', resultChapterId: chapterId, failureReason: null })
    .where(eq(votingRounds.id, roundId))
    .returning();
  if (!round) throw new Error(`voting round ${roundId} vanished`);
  return round;
}

/**
 * Marks a round that is writing as failed with `reason` (shown to the author, who may retry); guarded
 * in SQL, so a round completed meanwhile (another run wrote it) stays completed.
 * @returns the round after
 */
export async function failRound(db: DbOrTx, roundId: number, reason: string): Promise<RoundRow> {
  const [failed] = await db
    .update(votingRounds)
    .set({ status: 'failed', failureReason: reason.slice(0, REASON_MAX) })
    .where(and(eq(votingRounds.id, roundId), eq(votingRounds.status, 'writing')))
    .returning();
  if (failed) return failed;
  const [round] = await db.select().from(votingRounds).where(eq(votingRounds.id, roundId));
  if (!round) throw new Error(`voting round ${roundId} vanished`);
  return round;
}
