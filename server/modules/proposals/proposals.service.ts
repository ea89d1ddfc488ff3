import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Proposal, ProposalsWithVotes, ZCreateProposalRequest } from '../../../contract/proposals.js';
import type { Db } from '../../db/client.js';
import { branchProposals, votes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getStoryFor } from '../access/story-roles.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { getReadableChapter } from '../chapters/chapters.service.js';
import { assertCanPropose, assertCanVeto, assertRoundAccepting } from './proposal.policy.js';
import { assertUnderProposalLimit } from './proposal-limit.js';
import {
  loadReadableProposal,
  selectProposalRow,
  selectProposalRows,
  visibleInChapter,
} from './proposal-queries.js';
import { presentProposal } from './proposals.presenter.js';
import { type CommunityDeps, describeRound, publishRound, publishTally } from './round-events.js';
import { scheduleRoundClose } from './round-job.js';
import { findRound, latestChapterId, lockRound, openOrLockRound } from './voting-round.js';

/**
 * GET /api/chapters/{id}/proposals-with-votes: the chapter's round and the proposals the viewer may
 * see (vetoed ones only by the story's author), most votes first, with `hasVoted` for the viewer.
 * Public like reading the chapter (docs/reference/access.md#roles: anonymous visitors read but cannot vote).
 * @throws AppError CHAPTER_NOT_FOUND, CONTENT_LOCKED
 */
export async function listProposalsWithVotes(
  db: Db,
  viewer: SessionUser | null,
  chapterId: number,
): Promise<ProposalsWithVotes> {
  const chapter = await getReadableChapter(db, viewer, chapterId);
  const story = await getVisibleStory(db, viewer, chapter.storyId);
  const [round, rows] = await Promise.all([
    findRound(db, chapter.id),
    selectProposalRows(db, visibleInChapter(chapter.id, viewer, story), viewer?.id ?? null),
  ]);
  return { round: await describeRound(db, chapter, round), proposals: rows.map(presentProposal) };
}

/**
 * POST /api/branch-proposals: a signed-in reader proposes the next chapter of the story's latest
 * chapter (docs/reference/limits.md#proposals, docs/reference/routes.md#api-proposals). The chapter's first
 * proposal opens its voting round, closing VOTING_WINDOW_MS later; the closing job is queued after the commit
 * (a crash in between is recovered at start-up, `recoverRounds`). Then the room hears of the new proposal
 * (and round). Each reader may file PROPOSALS_PER_USER_PER_ROUND ideas per round
 * (`assertUnderProposalLimit`).
 * @throws AppError CHAPTER_NOT_FOUND (also a chapter of another story), CONTENT_LOCKED,
 *   PROPOSALS_CLOSED (story not published, voting off, not the latest chapter, round closed),
 *   PROPOSAL_LIMIT_REACHED (409: this reader's ideas for the round are used up)
 */
export async function createProposal(
  deps: CommunityDeps,
  viewer: SessionUser,
  input: z.output<typeof ZCreateProposalRequest>,
): Promise<Proposal> {
  const { db } = deps;
  const chapter = await getReadableChapter(db, viewer, input.chapterId);
  if (chapter.storyId !== input.storyId) throw new AppError('CHAPTER_NOT_FOUND');
  const story = await getVisibleStory(db, viewer, chapter.storyId);
  assertCanPropose(story, (await latestChapterId(db, story.id)) === chapter.id);
  const { proposalId, round, opened } = await db.transaction(async (tx) => {
    const { round, opened } = await openOrLockRound(tx, chapter, deps.config.votingWindowMs);
    assertRoundAccepting(round);
    await assertUnderProposalLimit(tx, chapter.id, viewer.id, deps.config.proposalsPerUserPerRound);
    const [row] = await tx
      .insert(branchProposals)
      .values({
        chapterId: chapter.id,
        storyId: story.id,
        proposerId: viewer.id,
        title: input.title,
        content: input.content,
      })
      .returning({ id: branchProposals.id });
    return { proposalId: row!.id, round, opened };
  });
  if (opened) {
    await scheduleRoundClose(deps.jobs, round);
    await publishRound(deps, round);
  }
  await publishTally(deps, chapter.id);
  return presentProposal(await selectProposalRow(db, proposalId, viewer.id));
}

/**
 * POST /api/proposals/{id}/veto: the story's author takes an idea out of the vote while the round is
 * open; its votes no longer count and it cannot win (docs/reference/community.md#proposals). Idempotent.
 * @throws AppError PROPOSAL_NOT_FOUND, CONTENT_LOCKED, UNAUTHENTICATED, ACCESS_DENIED, VOTING_CLOSED
 */
export async function vetoProposal(
  deps: CommunityDeps,
  viewer: SessionUser,
  proposalId: number,
): Promise<Proposal> {
  const { db } = deps;
  const { proposal, story } = await loadReadableProposal(db, viewer, proposalId);
  await getStoryFor(db, viewer, story.id, 'manage'); // the owner alone (docs/reference/stories.md#collaborators)
  await db.transaction(async (tx) => {
    // The round's lock orders the veto against closing: either the veto counts or the round was closed.
    assertCanVeto(await lockRound(tx, proposal.chapterId));
    await tx.update(branchProposals).set({ isVetoed: true }).where(eq(branchProposals.id, proposal.id));
  });
  await publishTally(deps, proposal.chapterId);
  return presentProposal(await selectProposalRow(db, proposal.id, viewer.id));
}

/**
 * GET /api/proposals/{id}/votes: the tally; voters are counted, not named.
 * @throws AppError PROPOSAL_NOT_FOUND, CONTENT_LOCKED
 */
export async function getProposalVotes(db: Db, viewer: SessionUser | null, proposalId: number) {
  const { proposal } = await loadReadableProposal(db, viewer, proposalId);
  const row = await selectProposalRow(db, proposal.id, viewer?.id ?? null);
  return { proposalId: row.id, voteCount: row.voteCount };
}

/**
 * GET /api/proposals/{id}/user-vote: whether the viewer voted for it (anonymous: never).
 * @throws AppError PROPOSAL_NOT_FOUND, CONTENT_LOCKED
 */
export async function getUserVote(db: Db, viewer: SessionUser | null, proposalId: number) {
  const { proposal } = await loadReadableProposal(db, viewer, proposalId);
  if (!viewer) return { hasVoted: false, vote: null };
  const [vote] = await db
    .select({ id: votes.id, createdAt: votes.createdAt })
    .from(votes)
    .where(and(eq(votes.proposalId, proposal.id), eq(votes.userId, viewer.id)));
  return vote
    ? { hasVoted: true, vote: { id: vote.id, createdAt: vote.createdAt.toISOString() } }
    : { hasVoted: false, vote: null };
}
