import { eq } from 'drizzle-orm';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { CHAT_PAGE_SIZE, type ChatMessage } from '../../../contract/chat.js';
import type { Db } from '../../db/client.js';
import { chatMessages, chatReports, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { consumeOrRefuse, limitKey } from '../../lib/rate-limits.js';
import type { SessionUser } from '../../lib/session-user.js';
import {
  type ChapterPlaceFound,
  type ChapterPlaceRow,
  requireFullAccessToChapter,
} from '../access/chapter-access.query.js';
import { storyCollaboratorIdsSql } from '../access/story-access.policy.js';
import { assertCanDeleteMessage } from './chat.policy.js';
import { presentChatMessage } from './chat.presenter.js';
import { insertMessage, MAX_CARRIED_BLOCKERS, selectChapterMessages } from './chat.query.js';

/**
 * The chapter whose discussion `viewer` may read, join or post in: exactly those who may read the
 * chapter (the read policy, docs/ARCHITECTURE.md#access-control), so a locked chapter's chat does not
 * leak. The chapter must belong to `storyId`, the story named in the path or frame. `loaded`: the
 * chapter's row when already requested (`loadChapterPlace`).
 * @throws AppError CHAPTER_NOT_FOUND (missing, another story's, or another author's draft), CONTENT_LOCKED
 */
export async function getChatChapter(
  db: Db,
  viewer: SessionUser | null,
  storyId: number,
  chapterId: number,
  loaded?: Promise<ChapterPlaceFound | undefined>,
): Promise<ChapterPlaceRow> {
  const chapter = await requireFullAccessToChapter(db, viewer, chapterId, loaded);
  if (chapter.storyId !== storyId) throw new AppError('CHAPTER_NOT_FOUND');
  return chapter;
}

/**
 * One page of a chapter's discussion: the newest CHAT_PAGE_SIZE messages (older than message `before`
 * when given), oldest first, without the messages of users the viewer has blocked.
 * @throws AppError CHAPTER_NOT_FOUND, CONTENT_LOCKED
 */
export async function listMessages(
  db: Db,
  viewer: SessionUser | null,
  place: { storyId: number; chapterId: number },
  before?: number,
): Promise<ChatMessage[]> {
  const chapter = await getChatChapter(db, viewer, place.storyId, place.chapterId);
  const rows = await selectChapterMessages(db, chapter.id, {
    before,
    viewerId: viewer?.id,
    limit: CHAT_PAGE_SIZE,
  });
  return rows.reverse().map(presentChatMessage);
}

/**
 * Saves a message (already trimmed, 1 to CHAT_MESSAGE_MAX characters) and returns it presented, with
 * `hiddenFrom`: the users who blocked its sender, to leave out at delivery (undefined when there are
 * more than MAX_CARRIED_BLOCKERS: delivery then looks them up).
 * Slow mode (`slowMode`, null when off) allows one message per user and chapter per window, counted
 * in the database so it holds across instances (docs/reference/community.md#chat). `place.loaded`: the
 * chapter's row when the route already requested it (`alongsideSession`).
 * @throws AppError CHAPTER_NOT_FOUND, CONTENT_LOCKED, RATE_LIMITED (429 with Retry-After)
 */
export async function postMessage(
  db: Db,
  slowMode: RateLimiterDrizzle | null,
  viewer: SessionUser,
  place: { storyId: number; chapterId: number; loaded?: Promise<ChapterPlaceFound | undefined> },
  text: string,
): Promise<{ message: ChatMessage; hiddenFrom: number[] | undefined }> {
  const chapter = await getChatChapter(db, viewer, place.storyId, place.chapterId, place.loaded);
  if (slowMode) {
    const seconds = Math.max(1, Math.round(slowMode.duration));
    await consumeOrRefuse(
      slowMode,
      limitKey(viewer.id, chapter.id),
      `Slow mode: one message every ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
  const row = await insertMessage(db, {
    storyId: chapter.storyId,
    chapterId: chapter.id,
    userId: viewer.id,
    message: text,
  });
  const hiddenFrom = row.blockerIds.length > MAX_CARRIED_BLOCKERS ? undefined : row.blockerIds;
  return { message: presentChatMessage(row), hiddenFrom };
}

async function loadMessageWithStory(db: Db, messageId: number) {
  const [row] = await db
    .select({
      id: chatMessages.id,
      chapterId: chatMessages.chapterId,
      userId: chatMessages.userId,
      story: {
        id: stories.id,
        authorId: stories.authorId,
        isPublished: stories.isPublished,
        accessLevel: stories.accessLevel,
        collaboratorIds: storyCollaboratorIdsSql,
      },
    })
    .from(chatMessages)
    .innerJoin(stories, eq(stories.id, chatMessages.storyId))
    .where(eq(chatMessages.id, messageId))
    .limit(1);
  if (!row) throw new AppError('MESSAGE_NOT_FOUND');
  return row;
}

/**
 * Deletes a message: the story's author any in its chapters, a sender their own. Returns where it was,
 * for the `message_deleted` frame.
 * @throws AppError MESSAGE_NOT_FOUND, ACCESS_DENIED
 */
export async function deleteMessage(
  db: Db,
  viewer: SessionUser,
  messageId: number,
): Promise<{ chapterId: number; messageId: number }> {
  const message = await loadMessageWithStory(db, messageId);
  assertCanDeleteMessage(viewer, message, message.story);
  await db.delete(chatMessages).where(eq(chatMessages.id, messageId));
  return { chapterId: message.chapterId, messageId };
}

/**
 * Records `viewer`'s report of a message for review; reporting the same message again changes nothing
 * (one report per reporter and message, a unique constraint).
 * @throws AppError MESSAGE_NOT_FOUND, CONTENT_LOCKED
 */
export async function reportMessage(
  db: Db,
  viewer: SessionUser,
  messageId: number,
  reason: string | undefined,
): Promise<void> {
  const message = await loadMessageWithStory(db, messageId);
  try {
    // Seeing a message takes what reading its chapter's chat takes (the read policy, in full).
    await getChatChapter(db, viewer, message.story.id, message.chapterId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError('MESSAGE_NOT_FOUND');
    throw error;
  }
  await db
    .insert(chatReports)
    .values({ messageId, reporterId: viewer.id, reason: reason || null })
    .onConflictDoNothing();
}
