import { splitParagraphs } from '../../../contract/paragraphs.js';
import type { PostAudience } from '../../../contract/posts.js';
import type { DbOrTx } from '../../db/client.js';
import { loadPostRelations, mayReadPost } from './post-access.js';
import { selectPostRow } from './posts.query.js';

/** What a "new post" email may say to one recipient (docs/reference/people.md#posts). */
export interface PostForEmail {
  title: string;
  /** The author's display name or username. */
  authorName: string;
  /** The app path of the post ("/posts/12"). */
  link: string;
  /** The body's paragraphs when the recipient may read the post now; null when they may not (title only). */
  paragraphs: string[] | null;
}

/**
 * The post `postId` as an email to `recipientId` may show it, by the post's audience at send time
 * (`mayReadPost`, docs/reference/people.md#posts): the body's paragraphs (`splitParagraphs`, the
 * reader's rule) only when the recipient may read the post now, else null (title and link only); null
 * when the post is gone.
 */
export async function postForEmail(
  db: DbOrTx,
  postId: number,
  recipientId: number,
): Promise<PostForEmail | null> {
  const row = await selectPostRow(db, postId);
  if (!row) return null;
  const { post } = row;
  const relations = await loadPostRelations(db, recipientId, [post.authorId]);
  const audience = post.audience as PostAudience;
  const readable = mayReadPost(
    recipientId,
    { authorId: post.authorId, audience, tierId: post.tierId },
    relations,
  );
  return {
    title: post.title,
    authorName: row.author.displayName || row.author.username,
    link: `/posts/${post.id}`,
    paragraphs: readable ? splitParagraphs(post.body) : null,
  };
}
