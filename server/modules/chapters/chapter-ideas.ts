import { eq, inArray } from 'drizzle-orm';
import type { ChapterIdea } from '../../../contract/chapters.js';
import type { DbOrTx } from '../../db/client.js';
import { branchProposals, users } from '../../db/schema.js';

/** Winning-proposal credits by proposal id, for `presentChapter`. */
export type ChapterIdeas = ReadonlyMap<number, ChapterIdea>;

/**
 * The credits ("Idea by @username", docs/reference/community.md#winning-chapter) of the chapters among `rows`
 * written from a winning proposal, keyed by proposal id; one query, none when no chapter has a source
 * proposal. A proposer without a username is credited by display name ("unknown" as username).
 */
export async function loadChapterIdeas(
  db: DbOrTx,
  rows: readonly { sourceProposalId: number | null }[],
): Promise<ChapterIdeas> {
  const ids = [...new Set(rows.flatMap((row) => (row.sourceProposalId ? [row.sourceProposalId] : [])))];
  if (ids.length === 0) return new Map();
  const credits = await db
    .select({
      proposalId: branchProposals.id,
      title: branchProposals.title,
      username: users.username,
      displayName: users.displayName,
    })
    .from(branchProposals)
    .innerJoin(users, eq(users.id, branchProposals.proposerId))
    .where(inArray(branchProposals.id, ids));
  return new Map(
    credits.map((c) => [
      c.proposalId,
      {
        proposalId: c.proposalId,
        title: c.title,
        proposer: {
          username: c.username ?? 'unknown',
          displayName: c.displayName ?? c.username ?? 'Unknown',
        },
      },
    ]),
  );
}
