import { splitParagraphs } from '../../../contract/paragraphs.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { readChapter } from '../access/readable-chapters.query.js';
import { postForEmail } from '../posts/post-email.js';

/*
 * What a "new chapter" or "new post" email may carry to one reader, decided when it is sent
 * (docs/reference/people.md#email: email follows access, as chat does). The opening of the work goes
 * only to a reader the one access policy lets read it in full (server/modules/access/); anyone else
 * gets its title, the reason, and the link.
 */

/** Paragraphs of a chapter's opening in an email, and the words they may hold in all. */
const OPENING_PARAGRAPHS = 3;
const OPENING_WORDS = 150;
/** A post's paragraphs are its whole point, but an email stays an email: at most this many words. */
const POST_WORDS = 600;

/** What the email says about the work: title lines, the opening or why there is none, the app path. */
export interface NewWorkContent {
  subject: string;
  heading: string;
  /** The opening paragraphs, only when the reader may read the work in full. */
  opening: string[] | null;
  /** Whether the work goes on past the opening (an ellipsis follows it). */
  continues: boolean;
  /** Why the text is not in the email ("for subscribers"), when it is not. */
  lockedFor: string | null;
  /** An app path ("/reader/3?chapter=9"). */
  link: string;
}

/** Why a reader may not read a chapter, as the end of "This one is …". */
const LOCKED_FOR: Record<string, string> = {
  login_required: 'for signed-in readers',
  subscription_required: 'for subscribers',
  tier_required: 'for subscribers of a higher tier',
  purchase_required: 'for readers who bought it',
  age_verification_required: 'for readers who confirmed they are 18 or older',
};

/**
 * The first paragraphs of `paragraphs`, at most `maxParagraphs` and `maxWords` words in all (the last
 * one cut at a word when needed).
 */
export function openingOf(paragraphs: string[], maxParagraphs: number, maxWords: number): string[] {
  const opening: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs.slice(0, maxParagraphs)) {
    const parts = paragraph.split(/\s+/).filter(Boolean);
    if (words + parts.length > maxWords) {
      const left = maxWords - words;
      if (left > 0) opening.push(parts.slice(0, left).join(' '));
      break;
    }
    opening.push(paragraph);
    words += parts.length;
  }
  return opening;
}

/**
 * The "new chapter" email's content for `reader`, by `readChapter` (the access decision and the text,
 * in one read at send time): the opening when the decision is full access, else title and reason.
 * Null when the chapter is gone, unpublished or not released for this reader (CHAPTER_NOT_FOUND).
 */
export async function newChapterContent(
  db: DbOrTx,
  reader: SessionUser,
  chapterId: number,
): Promise<NewWorkContent | null> {
  let read: Awaited<ReturnType<typeof readChapter>>;
  try {
    read = await readChapter(db, reader, chapterId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CHAPTER_NOT_FOUND') return null;
    throw error;
  }
  const { chapter, story, decision } = read;
  const chapterTitle = chapter.title || `Chapter ${chapter.orderIndex}`;
  const isFull = decision.access === 'full' && !chapter.locked;
  return {
    subject: `New chapter in ${story.title}: ${chapterTitle}`,
    heading: `${story.title}: ${chapterTitle}`,
    opening: isFull ? openingOf(splitParagraphs(chapter.content), OPENING_PARAGRAPHS, OPENING_WORDS) : null,
    continues: true,
    lockedFor: isFull ? null : (LOCKED_FOR[decision.reason] ?? 'locked for you'),
    link: `/reader/${story.id}?chapter=${chapter.id}`,
  };
}

/**
 * The "new post" email's content for `readerId`, by `postForEmail` (posts module: the post's audience
 * at send time). Null when the post is gone or the posts module cannot say (then the caller sends the
 * notification's own title and link).
 */
export async function newPostContent(
  db: DbOrTx,
  readerId: number,
  postId: number,
): Promise<NewWorkContent | null> {
  const post = await postForEmail(db, postId, readerId);
  if (!post) return null;
  const opening = post.paragraphs ? openingOf(post.paragraphs, post.paragraphs.length, POST_WORDS) : null;
  return {
    subject: `New post from ${post.authorName}: ${post.title}`,
    heading: post.title,
    opening,
    continues: opening !== null && opening.join(' ') !== post.paragraphs?.join(' '),
    lockedFor: post.paragraphs ? null : `for ${post.authorName}'s followers or subscribers`,
    link: post.link,
  };
}
