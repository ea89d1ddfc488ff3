import { eq } from 'drizzle-orm';
import { roundAiShare } from '../../../contract/ai-assistance-labels.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { lockedError, readStoryChapters } from '../access/readable-chapters.query.js';
import { isStoryTeam } from '../access/story-access.policy.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { uploadedCoverAsJpeg } from '../images/cover.js';
import { buildEpub } from './epub-book.js';

/** An exported file: its suggested name and bytes. */
export interface ExportedFile {
  fileName: string;
  bytes: Buffer;
}

/** "Pride and Prejudice" -> "pride-and-prejudice.epub"; letters of any script are kept. */
export function epubFileName(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'story'}.epub`;
}

/**
 * A story as an EPUB 3 for `viewer` (docs/reference/platform.md#formats), through the one access policy
 * (`readStoryChapters`):
 * - the author gets the whole story, a draft story and chapters scheduled for later included;
 * - a reader (or a signed-out visitor) gets the released chapters they may read in full; locked
 *   chapters are left out entirely (not even their preview), and the title page says how many.
 * Title page (title, author's name, summary, notes), table of contents, AI-use labels per chapter.
 * @throws AppError STORY_NOT_FOUND (missing, or another author's draft); CONTENT_LOCKED (403) when the
 *   viewer may read none of its chapters (the lock reason of the first, e.g. the 18+ confirmation)
 */
export async function exportStoryEpub(
  db: DbOrTx,
  viewer: SessionUser | null,
  storyId: number,
  now: Date = new Date(),
): Promise<ExportedFile> {
  const story = await getVisibleStory(db, viewer, storyId);
  const [[author], chapters] = await Promise.all([
    db
      .select({ displayName: users.displayName, username: users.username })
      .from(users)
      .where(eq(users.id, story.authorId)),
    readStoryChapters(db, viewer, story),
  ]);
  const readable = chapters.filter((chapter) => !chapter.locked);
  if (readable.length === 0) throw lockedError(chapters[0]?.lockReason ?? null);
  const isAuthor = isStoryTeam(viewer, story); // owner or collaborator: every chapter
  const leftOut = chapters.length - readable.length;
  const notes = [
    isAuthor
      ? "The author's copy: every chapter, drafts and scheduled chapters included."
      : leftOut > 0
        ? `This copy holds the ${readable.length} chapters you may read; ${leftOut} locked ${leftOut === 1 ? 'chapter is' : 'chapters are'} not included.`
        : null,
    readable.some((chapter) => chapter.aiAssistance !== 'none')
      ? 'Chapters marked “AI-drafted” (or “AI-assisted”) were written with AI: the mark says about how much.'
      : null,
    `Exported from Storyloom on ${now.toISOString().slice(0, 10)}.`,
  ].filter((note): note is string => note !== null);
  const bytes = await buildEpub({
    title: story.title,
    author: author?.displayName || author?.username || 'Unknown author',
    summary: story.summary,
    genre: story.genre,
    coverUrl: story.coverUrl,
    coverImage: await uploadedCoverAsJpeg(db, story),
    chapters: readable.map((chapter) => ({
      title: chapter.title ?? `Chapter ${chapter.orderIndex}`,
      content: chapter.content,
      aiAssistance:
        chapter.aiAssistance === 'generated' || chapter.aiAssistance === 'assisted'
          ? chapter.aiAssistance
          : 'none',
      aiShare: roundAiShare(chapter.aiShare),
    })),
    notes,
    exportedAt: now,
  });
  return { fileName: epubFileName(story.title), bytes };
}

/**
 * A Content-Disposition value for a download (RFC 6266 with RFC 8187 `filename*`): an ASCII fallback
 * name, and the UTF-8 name for browsers that read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
