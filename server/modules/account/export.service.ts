import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  ageVerifications,
  aiGenerations,
  authorEarnings,
  authorFollows,
  authorSubscriptions,
  bookmarks,
  branchProposals,
  characters,
  chatMessages,
  contentPurchases,
  directMessages,
  images,
  notificationPreferences,
  notifications,
  payments,
  postPollVotes,
  posts,
  pushSubscriptions,
  readingProgress,
  stories,
  storyRatings,
  storyReads,
  subscriptionTiers,
  userBlocks,
  users,
  votes,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { ownChapterTexts } from '../access/own-chapters.query.js';
import { followerCountSql } from '../follows/follows.query.js';
import { listSessions } from './sessions.service.js';

/** Version of the export's layout, so a reader of an old file knows what it holds. */
export const EXPORT_FORMAT = 'storyloom-account-export/1';

/**
 * Everything stored about the user (docs/reference/people.md#account-data; GDPR art. 15 and 20):
 * the profile (no password hash), their stories with chapters and characters, bookmarks, reading
 * progress and reads, votes and proposals, chat and direct messages, payments made and received,
 * subscriptions, follows, tiers, ratings, posts and poll votes, notifications and settings. Rows of
 * other people are left out: the counterpart of a message and a followed author are named by public
 * username only, the payer of a received payment not at all, and the user's followers only as a count
 * (docs/reference/people.md#follows).
 * A plain object, dates as Date (JSON-encoded to ISO strings).
 * @throws AppError USER_NOT_FOUND
 */
export async function exportUserData(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const { password: _password, ...profile } = user;
  const ownStories = await db.select().from(stories).where(eq(stories.authorId, userId)).orderBy(stories.id);
  const storyIds = ownStories.map((s) => s.id);
  // Undefined with no stories: `or()` then drops it (callers never use it alone as a whole filter).
  const inOwnStories = (column: AnyPgColumn) => (storyIds.length > 0 ? inArray(column, storyIds) : undefined);

  const messages = await db
    .select({
      id: directMessages.id,
      senderId: directMessages.senderId,
      recipientId: directMessages.recipientId,
      message: directMessages.message,
      isRead: directMessages.isRead,
      createdAt: directMessages.createdAt,
    })
    .from(directMessages)
    .where(or(eq(directMessages.senderId, userId), eq(directMessages.recipientId, userId)))
    .orderBy(directMessages.id);
  const counterpartIds = [
    ...new Set(messages.map((m) => (m.senderId === userId ? m.recipientId : m.senderId))),
  ];
  const counterparts = counterpartIds.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, counterpartIds))
    : [];
  const usernameOf = new Map(counterparts.map((c) => [c.id, c.username]));

  const paymentsMade = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.id);
  const paymentsReceived = await db
    .select({
      id: payments.id,
      type: payments.type,
      amount: payments.amount,
      platformFee: payments.platformFee,
      authorEarning: payments.authorEarning,
      status: payments.status,
      storyId: payments.storyId,
      chapterId: payments.chapterId,
      provider: payments.provider,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.authorId, userId))
    .orderBy(payments.id);

  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date(),
    profile,
    sessions: await listSessions(db, userId, null),
    stories: ownStories,
    chapters: await ownChapterTexts(db, userId, storyIds),
    characters: storyIds.length
      ? await db.select().from(characters).where(inOwnStories(characters.storyId)).orderBy(characters.id)
      : [],
    subscriptionTiers: await db
      .select()
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.authorId, userId))
      .orderBy(subscriptionTiers.id),
    bookmarks: await db.select().from(bookmarks).where(eq(bookmarks.userId, userId)).orderBy(bookmarks.id),
    readingProgress: await db
      .select()
      .from(readingProgress)
      .where(eq(readingProgress.userId, userId))
      .orderBy(readingProgress.id),
    storyReads: await db
      .select()
      .from(storyReads)
      .where(eq(storyReads.userId, userId))
      .orderBy(storyReads.id),
    ageVerifications: await db
      .select()
      .from(ageVerifications)
      .where(eq(ageVerifications.userId, userId))
      .orderBy(ageVerifications.id),
    proposals: await db
      .select()
      .from(branchProposals)
      .where(eq(branchProposals.proposerId, userId))
      .orderBy(branchProposals.id),
    votes: await db.select().from(votes).where(eq(votes.userId, userId)).orderBy(votes.id),
    ratings: await db
      .select()
      .from(storyRatings)
      .where(eq(storyRatings.userId, userId))
      .orderBy(storyRatings.id),
    posts: await db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(posts.id),
    // The option's label is the poll author's text: the vote names it by id only.
    pollVotes: await db
      .select({
        postId: postPollVotes.postId,
        optionId: postPollVotes.optionId,
        createdAt: postPollVotes.createdAt,
      })
      .from(postPollVotes)
      .where(eq(postPollVotes.userId, userId))
      .orderBy(postPollVotes.postId),
    chatMessages: await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(chatMessages.id),
    directMessages: messages.map((m) => ({
      id: m.id,
      direction: m.senderId === userId ? 'sent' : 'received',
      with: usernameOf.get(m.senderId === userId ? m.recipientId : m.senderId) ?? null,
      message: m.message,
      isRead: m.isRead,
      createdAt: m.createdAt,
    })),
    blockedUsers: await db
      .select({ username: users.username, createdAt: userBlocks.createdAt })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, userId)),
    subscriptions: await db
      .select()
      .from(authorSubscriptions)
      .where(eq(authorSubscriptions.userId, userId))
      .orderBy(authorSubscriptions.id),
    follows: await db
      .select({
        authorId: authorFollows.authorId,
        username: users.username,
        followedAt: authorFollows.createdAt,
      })
      .from(authorFollows)
      .innerJoin(users, eq(users.id, authorFollows.authorId))
      .where(eq(authorFollows.followerId, userId))
      .orderBy(authorFollows.createdAt),
    followerCount: await db
      .select({ n: followerCountSql(userId) })
      .from(sql`(SELECT 1) AS one`)
      .then(([row]) => Number(row?.n ?? 0)),
    paymentsMade,
    paymentsReceived,
    contentPurchases: await db
      .select()
      .from(contentPurchases)
      .where(eq(contentPurchases.userId, userId))
      .orderBy(contentPurchases.id),
    earnings: await db.select().from(authorEarnings).where(eq(authorEarnings.authorId, userId)),
    notifications: await db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id),
    notificationPreferences: await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    pushSubscriptions: await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    images: await db
      .select({
        hash: images.hash,
        contentType: images.contentType,
        width: images.width,
        height: images.height,
        createdAt: images.createdAt,
      })
      .from(images)
      .where(eq(images.ownerId, userId)),
    aiGenerations: await db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, userId))
      .orderBy(aiGenerations.id),
  };
}

export type UserExport = Awaited<ReturnType<typeof exportUserData>>;
