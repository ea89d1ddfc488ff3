import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateStoryRequest, ZUpdateStoryRequest } from '../../../contract/stories.js';
import { countWords } from '../../../contract/words.js';
import type { DbOrTx } from '../../db/client.js';
import { chapters, stories, subscriptionTiers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { getOwnStory, type StoryRow } from '../access/visible-story.query.js';
import { resolveAiAssistance } from '../chapters/ai-assistance.js';
import { insertChapters } from '../chapters/chapter-writes.js';

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
 * @throws AppError VALIDATION_ERROR (price, tier), STORY_HAS_NO_CHAPTERS (published without chapters)
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
  const labels = await resolveAiAssistance(
    db,
    author.id,
    input.chapters,
    (i) => `body.chapters.${i}.aiGenerationId`,
  );
  return db.transaction(async (tx) => {
    const [story] = await tx
      .insert(stories)
      .values({
        title: input.title,
        authorId: author.id,
        coverUrl: input.coverUrl ?? null,
        summary: input.summary ?? null,
        tags: input.tags,
        setting: input.setting ?? null,
        openingLine: input.openingLine ?? null,
        isPublished: input.isPublished,
        ...access,
        previewLength: input.previewLength,
        freeChapters: input.freeChapters,
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
          aiAssistance: labels[index] ?? 'none',
        })),
      );
    }
    return story!;
  });
}

/**
 * Applies an author's edit (publish/unpublish, metadata, community voting on or off, access settings:
 * accessLevel, requiredTierId, isPremium, individualPrice, previewLength, freeChapters, isAdultContent).
 * Access settings are normalized and validated merged with the story's current ones (ADR 0014).
 * @throws AppError STORY_NOT_FOUND, ACCESS_DENIED, STORY_HAS_NO_CHAPTERS (publishing an empty story),
 *   VALIDATION_ERROR (price, tier)
 */
export async function updateStory(db: DbOrTx, viewer: SessionUser, storyId: number, input: UpdateStoryInput) {
  const story = await getOwnStory(db, viewer, storyId);
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
    .set({ ...input, ...access, updatedAt: new Date() })
    .where(eq(stories.id, storyId))
    .returning();
  return updated!;
}

/**
 * Deletes a story and (by cascade) its chapters, bookmarks, progress, reads and messages.
 * @throws AppError STORY_NOT_FOUND, ACCESS_DENIED
 */
export async function deleteStory(db: DbOrTx, viewer: SessionUser, storyId: number): Promise<void> {
  await getOwnStory(db, viewer, storyId);
  await db.delete(stories).where(eq(stories.id, storyId));
}

/** Filter: published stories, optionally of one genre ("All" or "" means any). */
export function publishedInGenre(genre: string) {
  return and(eq(stories.isPublished, true), genre && genre !== 'All' ? eq(stories.genre, genre) : undefined);
}

/** Filter: the author's published stories, drafts, or all of them (the latter two for the author themself). */
export function byAuthor(authorId: number, which: 'published' | 'drafts' | 'all') {
  return and(
    eq(stories.authorId, authorId),
    which === 'all' ? undefined : eq(stories.isPublished, which === 'published'),
  );
}
