import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ageVerifications,
  aiGenerations,
  authorEarnings,
  authorFollows,
  authorSubscriptions,
  bookmarks,
  branchProposals,
  chapters,
  characters,
  chatMessages,
  contentPurchases,
  directMessages,
  images,
  notificationPreferences,
  notifications,
  payments,
  pushSubscriptions,
  readingProgress,
  storyRatings,
  storyReads,
  subscriptionTiers,
  userBlocks,
  votes,
} from '../../db/schema.js';
import { buildStory, type UserRow } from '../../test/factories.js';

/**
 * Gives `user` a row in every table that holds a user's data, each involving `other` where a second
 * person belongs (a bookmark of their story, a payment to them, a message each way). Every text the
 * user writes contains `marker`, so a test can look for it anywhere. Test helper.
 */
export async function buildFootprint(db: Db, user: UserRow, other: UserRow, marker: string) {
  const own = await buildStory(db, user, { title: `Own story ${marker}`, summary: `About ${marker}` }, 2);
  const theirs = await buildStory(db, other, { title: `Their story of ${other.id}` }, 2);
  const [theirChapter] = await db.select().from(chapters).where(eq(chapters.storyId, theirs.id)).limit(1);
  await db.insert(characters).values({ storyId: own.id, name: `Hero ${marker}` });
  const [tier] = await db
    .insert(subscriptionTiers)
    .values({ authorId: user.id, name: `Tier ${marker}`, price: '5.00' })
    .returning();
  await db.insert(bookmarks).values({ userId: user.id, storyId: theirs.id });
  await db
    .insert(readingProgress)
    .values({ userId: user.id, storyId: theirs.id, chapterId: theirChapter!.id, progress: 40 });
  await db.insert(storyReads).values({ userId: user.id, storyId: theirs.id });
  await db.insert(ageVerifications).values({ userId: user.id, storyId: theirs.id });
  const [proposal] = await db
    .insert(branchProposals)
    .values({
      chapterId: theirChapter!.id,
      storyId: theirs.id,
      proposerId: user.id,
      title: `Idea ${marker}`,
      content: `What if ${marker} happened next in this story`,
    })
    .returning();
  await db.insert(votes).values({ userId: user.id, proposalId: proposal!.id });
  await db
    .insert(storyRatings)
    .values({ userId: user.id, storyId: theirs.id, rating: 4, review: `Good ${marker}` });
  await db
    .insert(chatMessages)
    .values({ storyId: theirs.id, chapterId: theirChapter!.id, userId: user.id, message: `Chat ${marker}` });
  await db.insert(directMessages).values([
    { senderId: user.id, recipientId: other.id, message: `Hello from ${marker}` },
    { senderId: other.id, recipientId: user.id, message: `Reply to ${user.id}` },
  ]);
  await db.insert(userBlocks).values({ blockerId: user.id, blockedId: other.id });
  // A follow each way: the user's own follow is theirs; who follows them shows only as a count.
  await db.insert(authorFollows).values([
    { followerId: user.id, authorId: other.id },
    { followerId: other.id, authorId: user.id },
  ]);
  const [sub] = await db
    .insert(authorSubscriptions)
    .values({ userId: user.id, authorId: other.id })
    .returning();
  const [made] = await db
    .insert(payments)
    .values({
      userId: user.id,
      authorId: other.id,
      amount: '3.00',
      platformFee: '0.30',
      authorEarning: '2.70',
      type: 'tip',
      message: `Tip note ${marker}`,
      idempotencyKey: `key-${marker}`,
    })
    .returning();
  await db.insert(payments).values({
    userId: other.id,
    authorId: user.id,
    amount: '2.00',
    platformFee: '0.20',
    authorEarning: '1.80',
    type: 'purchase',
    storyId: own.id,
  });
  await db.insert(payments).values({
    userId: user.id,
    authorId: other.id,
    amount: '4.00',
    platformFee: '0.40',
    authorEarning: '3.60',
    type: 'subscription',
    subscriptionId: sub!.id,
    tierId: tier!.id,
  });
  await db.insert(contentPurchases).values({ userId: user.id, storyId: theirs.id, paymentId: made!.id });
  await db.insert(authorEarnings).values({ authorId: user.id, totalEarned: '1.80' });
  await db.insert(notifications).values([
    { userId: user.id, type: 'tip', title: `For ${marker}`, dedupeKey: `fp:${user.id}`, actorId: other.id },
    // Someone else's notification about the user: its text names them.
    {
      userId: other.id,
      type: 'direct_message',
      title: `${marker} wrote`,
      dedupeKey: `fp:${user.id}`,
      actorId: user.id,
    },
  ]);
  await db.insert(notificationPreferences).values({ userId: user.id, type: 'tip', push: false });
  await db
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint: `https://push.example.test/${marker}`, p256dh: 'p', auth: 'a' });
  await db.insert(images).values({
    hash: `hash-${marker}`.padEnd(64, '0').slice(0, 64),
    ownerId: user.id,
    contentType: 'image/jpeg',
    bytes: Buffer.from(`jpeg ${marker}`),
    width: 1,
    height: 1,
  });
  await db
    .insert(aiGenerations)
    .values({ userId: user.id, task: 'summary', provider: 'offline', model: 'm', output: `AI ${marker}` });
  return { own, theirs };
}
