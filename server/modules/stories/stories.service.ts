import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STORY_DETAIL_FIELDS,
  type ZCreateStoryRequest,
  type ZUpdateStoryRequest,
} from '../../../contract/stories.js';
import { countWords } from '../../../contract/words.js';
import type { DbOrTx } from '../../db/client.js';
import { outerStoryId } from '../../db/outer-refs.js';
import { chapters, stories, storyCollaborators, subscriptionTiers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getStoryFor, type StoryAction } from '../access/story-roles.js';
import type { StoryRow } from '../access/visible-story.query.js';
import { recordNewStoryAiSources, resolveAiAssistance } from '../chapters/ai-assistance.js';
import { insertChapters } from '../chapters/chapter-writes.js';
import { deleteUnusedCoverImages } from '../images/cover.js';

export type { StoryRow };

type CreateStoryInput = z.output<typeof ZCreateStoryRequest>;
type UpdateStoryInput = z.output<typeof ZUpdateStoryRequest>;

/** Premium minimum price, in cents (docs/reference/money.md#prices). */
export const MIN_PREMIUM_PRICE_CENTS = 99;

/** The access settings of a story (stored columns; see `normalizeAccess`). */
type AccessSettings = Pick<
  StoryRow,
  'accessLevel' | 'requiredTierId' | 'isPremium' | 'individualPrice' | 'genre' | 'isAdultContent'
>;

/**
 * One consistent rule for `isPremium` and `accessLevel` (ADR 0014): a `public` story flagged premium IS
 * premium (`accessLevel` becomes 'premium'); a `premium` story is flagged premium; only `tier_specific`
 * keeps a required tier; the genre "Adult" flags the story adult.
 */
function normalizeAccess<T extends AccessSettings>(settings: T): T {
  const accessLevel =
    settings.accessLevel === 'public' && settings.isPremium ? 'premium' : settings.accessLevel;
  return {
    ...settings,
    accessLevel,
    isPremium: settings.isPremium || accessLevel === 'premium',
    requiredTierId: accessLevel === 'tier_specific' ? settings.requiredTierId : null,
    isAdultContent: settings.isAdultContent || settings.genre === 'Adult',
  };
}

/**
 * The premium flag after the author picks `accessLevel` without saying isPremium: choosing `public`
 * clears it (else the story would stay premium, ADR 0014), `premium` sets it, others keep it.
 */
function premiumAfterLevelChange(story: StoryRow, accessLevel: string | undefined): boolean {
  if (accessLevel === undefined) return story.isPremium;
  if (accessLevel === 'public') return false;
  return accessLevel === 'premium' || story.isPremium;
}

/**
 * Validates a story's (normalized) access settings: a premium price of at least $0.99
 * (docs/reference/money.md#prices) and, for `tier_specific`, one of the author's own tiers.
 * @throws AppError VALIDATION_ERROR (field body.individualPrice or body.requiredTierId)
 */
async function validatePricing(db: DbOrTx, authorId: number, settings: AccessSettings) {
  if (
    settings.isPremium &&
    settings.individualPrice &&
    toCents(settings.individualPrice) < MIN_PREMIUM_PRICE_CENTS
  ) {
    throw new AppError('VALIDATION_ERROR', 'Premium price must be at least $0.99', {
      field: 'body.individualPrice',
    });
  }
  if (settings.accessLevel === 'tier_specific') {
    if (!settings.requiredTierId) {
      throw new AppError('VALIDATION_ERROR', 'Choose the tier this story requires', {
        field: 'body.requiredTierId',
      });
    }
    const [tier] = await db
      .select({ id: subscriptionTiers.id })
      .from(subscriptionTiers)
      .where(
        and(eq(subscriptionTiers.id, settings.requiredTierId), eq(subscriptionTiers.authorId, authorId)),
      );
    if (!tier)
      throw new AppError('VALIDATION_ERROR', 'That tier does not exist', { field: 'body.requiredTierId' });
  }
}

/**
 * Creates a story with its chapters (numbered 1..n in the given order) in one transaction.
 * Chapters carry their AI share, measured from the generations they name (docs/reference/ai.md#ai-share).
 * @throws AppError VALIDATION_ERROR (price, tier, a chapter's aiGenerationId(s)), STORY_HAS_NO_CHAPTERS
 *   (published without chapters)
 */
export async function createStory(
  db: DbOrTx,
  author: SessionUser,
  input: CreateStoryInput,
): Promise<StoryRow> {
  if (input.isPublished && input.chapters.length === 0) throw new AppError('STORY_HAS_NO_CHAPTERS');
  const access = normalizeAccess({
    accessLevel: input.accessLevel,
    requiredTierId: input.requiredTierId ?? null,
    isPremium: input.isPremium,
    individualPrice: input.individualPrice ?? null,
    genre: input.genre,
    isAdultContent: input.isAdultContent,
  });
  await validatePricing(db, author.id, access);
  const labels = await resolveAiAssistance(db, author.id, input.chapters, (i) => `body.chapters.${i}`);
  return db.transaction(async (tx) => {
    const [story] = await tx
      .insert(stories)
      .values({
        title: input.title,
        authorId: author.id,
        coverUrl: input.coverUrl ?? null,
        summary: input.summary ?? null,
        tags: input.tags,
        warnings: input.warnings,
        setting: input.setting ?? null,
        openingLine: input.openingLine ?? null,
        isPublished: input.isPublished,
        ...access,
        previewLength: input.previewLength,
        freeChapters: input.freeChapters,
        releaseSchedule: input.releaseSchedule ?? null,
        defaultNoteBefore: input.defaultNoteBefore ?? null,
        defaultNoteAfter: input.defaultNoteAfter ?? null,
      })
      .returning();
    if (input.chapters.length > 0) {
      await insertChapters(
        tx,
        input.chapters.map((chapter, index) => ({
          storyId: story!.id,
          authorId: author.id,
          title: chapter.title,
          content: chapter.content,
          isCanon: true,
          orderIndex: index + 1,
          wordCount: countWords(chapter.content),
          aiAssistance: labels[index]?.aiAssistance ?? 'none',
          aiShare: labels[index]?.aiShare ?? null,
        })),
      );
      await recordNewStoryAiSources(tx, story!.id, labels);
    }
    return story!;
  });
}

/**
 * The permission a PATCH needs (docs/reference/stories.md#editing): 'edit-details' when it touches only
 * `STORY_DETAIL_FIELDS` (title, genre, summary, tags, setting, opening line, status, cover), else 'manage'
 * (publish, access, prices, the adult flag, community voting).
 */
export function actionForUpdate(input: UpdateStoryInput): StoryAction {
  const details: readonly string[] = STORY_DETAIL_FIELDS;
  const touchesOthers = Object.entries(input).some(
    ([key, value]) => value !== undefined && !details.includes(key),
  );
  return touchesOthers ? 'manage' : 'edit-details';
}

/**
 * Applies an edit of a story (docs/reference/stories.md#editing): details (title, genre, summary, tags,
 * setting, opening line, status, cover) by the owner or a co-author; publish/unpublish, community voting and
 * access settings (accessLevel, requiredTierId, isPremium, individualPrice, previewLength, freeChapters,
 * isAdultContent) by the owner only (`actionForUpdate`, server/modules/access/story-roles.ts). Access
 * settings are normalized and validated merged with the story's current ones (ADR 0014). Fields left out
 * keep their values.
 * @throws AppError UNAUTHENTICATED, STORY_NOT_FOUND, ACCESS_DENIED, STORY_HAS_NO_CHAPTERS (publishing an
 *   empty story), VALIDATION_ERROR (price, tier; field body.individualPrice or body.requiredTierId)
 */
export async function updateStory(
  db: DbOrTx,
  viewer: SessionUser,
  storyId: number,
  input: UpdateStoryInput,
): Promise<StoryRow> {
  const story = await getStoryFor(db, viewer, storyId, actionForUpdate(input));
  if (input.isPublished && !story.isPublished) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chapters)
      .where(eq(chapters.storyId, storyId));
    if (!row || row.n === 0) throw new AppError('STORY_HAS_NO_CHAPTERS');
  }
  const access = normalizeAccess({
    accessLevel: input.accessLevel ?? story.accessLevel,
    requiredTierId: input.requiredTierId === undefined ? story.requiredTierId : input.requiredTierId,
    isPremium: input.isPremium ?? premiumAfterLevelChange(story, input.accessLevel),
    individualPrice: input.individualPrice === undefined ? story.individualPrice : input.individualPrice,
    genre: input.genre ?? story.genre,
    isAdultContent: input.isAdultContent ?? story.isAdultContent,
  });
  await validatePricing(db, story.authorId, access);
  const [updated] = await db
    .update(stories)
    .set({
      ...input,
      ...access,
      // A cover given by URL replaces an uploaded one (docs/reference/stories.md#covers).
      ...(input.coverUrl !== undefined ? { coverImages: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(stories.id, storyId))
    .returning();
  if (input.coverUrl !== undefined) await deleteUnusedCoverImages(db, story.coverImages);
  return updated!;
}

/**
 * Deletes a story and (by cascade) its chapters, bookmarks, progress, reads and messages, and its uploaded
 * cover sizes no other story lists (docs/reference/stories.md#covers): the owner only ('manage',
 * docs/reference/stories.md#collaborators).
 * @throws AppError UNAUTHENTICATED, STORY_NOT_FOUND, ACCESS_DENIED
 */
export async function deleteStory(db: DbOrTx, viewer: SessionUser, storyId: number): Promise<void> {
  const story = await getStoryFor(db, viewer, storyId, 'manage');
  await db.transaction(async (tx) => {
    await tx.delete(stories).where(eq(stories.id, storyId));
    await deleteUnusedCoverImages(tx, story.coverImages);
  });
}

/** Filter: published stories, optionally of one genre ("All" or "" means any). */
export function publishedInGenre(genre: string) {
  return and(eq(stories.isPublished, true), genre && genre !== 'All' ? eq(stories.genre, genre) : undefined);
}

/**
 * Filter: the author's published stories, drafts, or all of them (the latter two for the author themself).
 * With `coauthored`, also the stories they co-write as an accepted co-author (an author page lists them:
 * docs/reference/stories.md#collaborators); editors are credited, not authors, so theirs stay out.
 */
export function byAuthor(
  authorId: number,
  which: 'published' | 'drafts' | 'all',
  { coauthored = false }: { coauthored?: boolean } = {},
) {
  const writes = coauthored
    ? or(
        eq(stories.authorId, authorId),
        sql`EXISTS (SELECT 1 FROM ${storyCollaborators} WHERE ${storyCollaborators.storyId} = ${outerStoryId}
          AND ${storyCollaborators.userId} = ${authorId} AND ${storyCollaborators.role} = 'coauthor'
          AND ${storyCollaborators.status} = 'accepted')`,
      )
    : eq(stories.authorId, authorId);
  return and(writes, which === 'all' ? undefined : eq(stories.isPublished, which === 'published'));
}
