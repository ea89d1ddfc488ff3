import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { PaymentResult } from '../../../contract/payments.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { chapters, contentPricing, contentPurchases, stories, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { DEFAULT_CONTENT_PRICE_CENTS, formatUsd, fromCents, toCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { releasedSql } from '../access/chapter-release.js';
import { getStoryFor } from '../access/story-roles.js';
import { type PaymentDeps, payOnce } from './one-off.js';
import { purchaseItemKey } from './purchase-claim.js';

/** What a purchase of (story, chapter) buys and at what price, by the server's own figures. */
export interface Offer {
  storyId: number;
  /** The chapter bought alone (it has its own content_pricing price), or null for the whole story. */
  chapterId: number | null;
  authorId: number;
  title: string;
  priceCents: number;
}

/**
 * The server's price (docs/reference/money.md#subscriptions): a chapter with its own price (content_pricing)
 * is sold alone; otherwise a premium story (accessLevel premium or isPremium) is sold whole at its
 * individualPrice, or the default 2.99 (docs/reference/money.md#prices) when it has none. Stories for
 * subscribers only are not for sale.
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND, NOT_FOR_SALE
 */
export async function findOffer(db: DbOrTx, storyId: number, chapterId: number | null): Promise<Offer> {
  const [story] = await db.select().from(stories).where(eq(stories.id, storyId));
  if (!story?.isPublished) throw new AppError('STORY_NOT_FOUND');
  if (chapterId !== null) {
    const [chapter] = await db
      .select({ id: chapters.id, title: chapters.title })
      .from(chapters)
      .where(and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId), releasedSql()));
    if (!chapter) throw new AppError('CHAPTER_NOT_FOUND'); // scheduled for later: not for sale yet
    const [pricing] = await db
      .select({ price: contentPricing.price })
      .from(contentPricing)
      .where(eq(contentPricing.chapterId, chapterId))
      .orderBy(desc(contentPricing.id))
      .limit(1);
    if (pricing) {
      return {
        storyId,
        chapterId,
        authorId: story.authorId,
        title: `${story.title}: ${chapter.title ?? 'chapter'}`,
        priceCents: toCents(pricing.price),
      };
    }
  }
  if (story.accessLevel !== 'premium' && !story.isPremium) throw new AppError('NOT_FOR_SALE');
  const price = story.individualPrice ? toCents(story.individualPrice) : DEFAULT_CONTENT_PRICE_CENTS;
  return { storyId, chapterId: null, authorId: story.authorId, title: story.title, priceCents: price };
}

/** Whether `userId` holds an unexpired purchase of exactly (story, chapter) (chapter null: the whole story). */
async function ownsPurchase(db: DbOrTx, userId: number, offer: Offer): Promise<boolean> {
  const [row] = await db
    .select({ id: contentPurchases.id })
    .from(contentPurchases)
    .where(
      and(
        eq(contentPurchases.userId, userId),
        eq(contentPurchases.storyId, offer.storyId),
        offer.chapterId === null
          ? isNull(contentPurchases.chapterId)
          : or(isNull(contentPurchases.chapterId), eq(contentPurchases.chapterId, offer.chapterId)),
        or(isNull(contentPurchases.expiresAt), gt(contentPurchases.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * POST /api/purchase-content (docs/reference/routes.md#api-money, docs/reference/money.md#purchases): charges
 * the server's price for the offer; the client's `amountCents` must equal it (it is checked, never charged).
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND, NOT_FOR_SALE, CANNOT_PAY_YOURSELF,
 *   PRICE_MISMATCH (409, message names the current price), ALREADY_PURCHASED, IDEMPOTENCY_KEY_REUSED,
 *   PAYMENT_PROVIDER_ERROR
 */
export async function purchaseContent(
  deps: PaymentDeps,
  user: SessionUser,
  input: { storyId: number; chapterId?: number | null; amount: number },
  idempotencyKey: string | null,
): Promise<PaymentResult> {
  const offer = await findOffer(deps.db, input.storyId, input.chapterId ?? null);
  if (offer.authorId === user.id) throw new AppError('CANNOT_PAY_YOURSELF');
  if (input.amount !== offer.priceCents) {
    throw new AppError(
      'PRICE_MISMATCH',
      `The price is ${formatUsd(offer.priceCents)}, not ${formatUsd(input.amount)}. Please review the price and try again.`,
      { field: 'body.amount' },
    );
  }
  return payOnce(
    deps,
    user,
    {
      type: 'purchase',
      authorId: offer.authorId,
      amountCents: offer.priceCents,
      storyId: offer.storyId,
      chapterId: offer.chapterId,
      message: null,
      fingerprint: `purchase:${offer.storyId}:${offer.chapterId ?? ''}:${offer.priceCents}`,
      itemKey: purchaseItemKey(offer.storyId, offer.chapterId),
      description: `Storyloom: ${offer.title}`.slice(0, 200),
      precheck: async () => {
        if (await ownsPurchase(deps.db, user.id, offer)) throw new AppError('ALREADY_PURCHASED');
      },
    },
    idempotencyKey,
  );
}

/**
 * POST /api/tips (docs/reference/money.md#prices): a tip of 1-500 USD (validated by the contract) to an
 * author whose tip jar is on, with an optional message.
 * @throws AppError USER_NOT_FOUND, TIP_JAR_DISABLED, CANNOT_PAY_YOURSELF, STORY_NOT_FOUND (a storyId not
 *   by this author), IDEMPOTENCY_KEY_REUSED, PAYMENT_PROVIDER_ERROR
 */
export async function tipAuthor(
  deps: PaymentDeps,
  user: SessionUser,
  input: { authorId: number; amount: number; message?: string; storyId?: number | null },
  idempotencyKey: string | null,
): Promise<PaymentResult> {
  const [author] = await deps.db
    .select({ id: users.id, tipJarEnabled: users.tipJarEnabled, name: users.displayName })
    .from(users)
    .where(eq(users.id, input.authorId));
  if (!author) throw new AppError('USER_NOT_FOUND');
  if (author.id === user.id) throw new AppError('CANNOT_PAY_YOURSELF');
  if (!author.tipJarEnabled) throw new AppError('TIP_JAR_DISABLED');
  const storyId = input.storyId ?? null;
  if (storyId !== null) {
    const [story] = await deps.db
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, storyId), eq(stories.authorId, author.id), eq(stories.isPublished, true)));
    if (!story) throw new AppError('STORY_NOT_FOUND');
  }
  const message = input.message?.trim() || null;
  return payOnce(
    deps,
    user,
    {
      type: 'tip',
      authorId: author.id,
      amountCents: input.amount,
      storyId,
      chapterId: null,
      message,
      fingerprint: `tip:${author.id}:${input.amount}:${storyId ?? ''}`,
      itemKey: null,
      description: `Storyloom: tip for ${author.name ?? 'an author'}`.slice(0, 200),
    },
    idempotencyKey,
  );
}

/**
 * GET /api/purchase-offer: the offer `purchaseContent` would charge for, or `forSale: false`.
 * @throws AppError STORY_NOT_FOUND, CHAPTER_NOT_FOUND
 */
export async function purchaseOffer(db: DbOrTx, storyId: number, chapterId: number | null) {
  try {
    const offer = await findOffer(db, storyId, chapterId);
    return { storyId, chapterId: offer.chapterId, forSale: true, price: fromCents(offer.priceCents) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOR_SALE') {
      return { storyId, chapterId: null, forSale: false, price: null };
    }
    throw error;
  }
}

/**
 * PUT /api/creator/chapters/{id}/price: the story's owner ('manage': prices are the owner's,
 * docs/reference/stories.md#collaborators) sells one chapter of a premium story alone at `cents`
 * (content_pricing), or stops (`null`). One price per chapter: the old row is replaced.
 * @throws AppError CHAPTER_NOT_FOUND (no such chapter, or a draft the caller has no role on),
 *   ACCESS_DENIED (403: not the owner), NOT_FOR_SALE (the story is not premium: its chapters are free or
 *   for subscribers)
 */
export async function setChapterPrice(db: Db, author: SessionUser, chapterId: number, cents: number | null) {
  const [row] = await db
    .select({
      storyId: chapters.storyId,
      accessLevel: stories.accessLevel,
      isPremium: stories.isPremium,
    })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(eq(chapters.id, chapterId));
  if (!row) throw new AppError('CHAPTER_NOT_FOUND');
  await getStoryFor(db, author, row.storyId, 'manage').catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'STORY_NOT_FOUND'
      ? new AppError('CHAPTER_NOT_FOUND')
      : error;
  });
  if (row.accessLevel !== 'premium' && !row.isPremium) {
    throw new AppError('NOT_FOR_SALE', 'Only chapters of a premium story can be sold alone.');
  }
  await db.transaction(async (tx) => {
    await tx.delete(contentPricing).where(eq(contentPricing.chapterId, chapterId));
    if (cents !== null) {
      await tx
        .insert(contentPricing)
        .values({ storyId: row.storyId, chapterId, price: fromCents(cents), isPremium: true });
    }
  });
  return purchaseOffer(db, row.storyId, chapterId);
}
