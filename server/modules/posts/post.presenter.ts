import type { Post, PostAudience } from '../../../contract/posts.js';
import type { DbOrTx } from '../../db/client.js';
import { loadPostRelations, mayReadPost } from './post-access.js';
import { type PollOptionRow, type PostRow, selectMyVotes, selectPollOptions } from './posts.query.js';

/**
 * `rows` as `viewerId` may see them (docs/reference/people.md#posts): the body, the poll's counts and
 * the viewer's vote only when `mayReadPost`; otherwise `body: null`, `locked: true` and the poll's
 * labels without counts. Three queries for any number of rows (relations, poll options, own votes).
 */
export async function presentPosts(
  db: DbOrTx,
  viewerId: number | null,
  rows: readonly PostRow[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.post.id);
  const [relations, options, myVotes] = await Promise.all([
    loadPostRelations(
      db,
      viewerId,
      rows.map((row) => row.post.authorId),
    ),
    selectPollOptions(db, ids),
    selectMyVotes(db, viewerId, ids),
  ]);
  const optionsOf = new Map<number, PollOptionRow[]>();
  for (const option of options)
    optionsOf.set(option.postId, [...(optionsOf.get(option.postId) ?? []), option]);
  return rows.map((row) => {
    const { post } = row;
    const audience = post.audience as PostAudience;
    const readable = mayReadPost(
      viewerId,
      { authorId: post.authorId, audience, tierId: post.tierId },
      relations,
    );
    const pollOptions = optionsOf.get(post.id) ?? [];
    return {
      id: post.id,
      author: row.author,
      title: post.title,
      body: readable ? post.body : null,
      locked: !readable,
      audience,
      tierId: post.tierId,
      tierName: audience === 'tier' ? row.tierName : null,
      createdAt: post.createdAt.toISOString(),
      editedAt: post.editedAt?.toISOString() ?? null,
      poll:
        pollOptions.length === 0
          ? null
          : {
              options: pollOptions.map((o) => ({
                id: o.id,
                label: o.label,
                votes: readable ? o.votes : null,
              })),
              totalVotes: readable ? pollOptions.reduce((sum, o) => sum + o.votes, 0) : null,
              myVote: readable ? (myVotes.get(post.id) ?? null) : null,
            },
    };
  });
}
