import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { branchProposals, stories, users, votes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getReadableChapter } from '../chapters/chapters.service.js';
import { canSeeProposal } from './proposal.policy.js';
import type { ProposalListRow } from './proposals.presenter.js';

export type ProposalRow = typeof branchProposals.$inferSelect;
type StoryRow = typeof stories.$inferSelect;
type ChapterRow = Awaited<ReturnType<typeof getReadableChapter>>;

// Qualified: inside the subqueries an unqualified "id" would bind to votes.id (server/db/outer-refs.ts).
const outerProposalId = sql.raw('"branch_proposals"."id"');

/**
 * Proposals matching `where` with their tally, whether `viewerId` voted, and the proposer's names;
 * ordered as lists show them: vetoed last, then most votes, then earliest (the tie rule).
 */
export async function selectProposalRows(
  db: DbOrTx,
  where: SQL | undefined,
  viewerId: number | null,
): Promise<ProposalListRow[]> {
  const rows = await db
    .select({
      proposal: branchProposals,
      proposerUsername: users.username,
      proposerDisplayName: users.displayName,
      voteCount: sql<number>`(select count(*)::int from ${votes} where ${votes.proposalId} = ${outerProposalId})`,
      hasVoted:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists(select 1 from ${votes} where ${votes.proposalId} = ${outerProposalId} and ${votes.userId} = ${viewerId})`,
    })
    .from(branchProposals)
    .innerJoin(users, eq(users.id, branchProposals.proposerId))
    .where(where);
  return rows
    .map((r) => ({
      ...r.proposal,
      proposerUsername: r.proposerUsername,
      proposerDisplayName: r.proposerDisplayName,
      voteCount: r.voteCount,
      hasVoted: r.hasVoted,
    }))
    .sort(
      (a, b) =>
        Number(a.isVetoed) - Number(b.isVetoed) ||
        b.voteCount - a.voteCount ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.id - b.id,
    );
}

/** One proposal as `viewerId` sees it in a list. @throws AppError PROPOSAL_NOT_FOUND */
export async function selectProposalRow(
  db: DbOrTx,
  proposalId: number,
  viewerId: number | null,
): Promise<ProposalListRow> {
  const [row] = await selectProposalRows(db, eq(branchProposals.id, proposalId), viewerId);
  if (!row) throw new AppError('PROPOSAL_NOT_FOUND');
  return row;
}

/** Filter: the proposals of a chapter that `viewer` may see (vetoed ones only for the story's author). */
export function visibleInChapter(chapterId: number, viewer: SessionUser | null, story: { authorId: number }) {
  return and(
    eq(branchProposals.chapterId, chapterId),
    viewer?.id === story.authorId ? undefined : eq(branchProposals.isVetoed, false),
  );
}

/**
 * A proposal with its chapter and story, if `viewer` may read the chapter (the read-access policy,
 * through `getReadableChapter`) and see the proposal. A chapter or story the viewer may not see answers
 * 404 for the proposal too, so ids cannot be probed.
 * @throws AppError PROPOSAL_NOT_FOUND, CONTENT_LOCKED (403)
 */
export async function loadReadableProposal(
  db: Db,
  viewer: SessionUser | null,
  proposalId: number,
): Promise<{ proposal: ProposalRow; chapter: ChapterRow; story: StoryRow }> {
  const [proposal] = await db.select().from(branchProposals).where(eq(branchProposals.id, proposalId));
  if (!proposal) throw new AppError('PROPOSAL_NOT_FOUND');
  let chapter: ChapterRow;
  try {
    chapter = await getReadableChapter(db, viewer, proposal.chapterId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError('PROPOSAL_NOT_FOUND');
    throw error;
  }
  const [story] = await db.select().from(stories).where(eq(stories.id, chapter.storyId));
  if (!story || !canSeeProposal(viewer, proposal, story)) throw new AppError('PROPOSAL_NOT_FOUND');
  return { proposal, chapter, story };
}
