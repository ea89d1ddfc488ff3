import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { verifyPassword } from '../../modules/auth/auth.service.js';
import { CORPUS_DIR } from '../../modules/import/test-corpus.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import {
  authorFollows,
  chapters,
  postPollOptions,
  posts,
  stories,
  subscriptionTiers,
  users,
} from '../schema.js';
import { DEMO_PASSWORD, seedIfEmpty } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo content', () => {
  it('seeds demo accounts, the original stories and the corpus once, on an empty database only', async () => {
    const config = readConfig({ SEED_CORPUS_DIR: CORPUS_DIR });
    const messages: string[] = [];
    await seedIfEmpty(database.db, config, (m) => messages.push(m));

    const [reader] = await database.db.select().from(users).where(eq(users.email, 'reader@storyloom.test'));
    expect(reader?.username).toBe('reader');
    expect(await verifyPassword(reader!.password, DEMO_PASSWORD)).toBe(true);
    const [ada] = await database.db.select().from(users).where(eq(users.username, 'ada'));
    const adaStories = await database.db.select().from(stories).where(eq(stories.authorId, ada!.id));
    expect(adaStories.length).toBe(4);
    expect(ada!.tipJarEnabled).toBe(true);
    const adaTiers = await database.db
      .select()
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.authorId, ada!.id));
    expect(adaTiers.map((t) => [t.name, t.price])).toEqual([
      ['Reader', '3.99'],
      ['Patron', '9.99'],
    ]);
    expect(adaTiers.every((t) => (t.welcomeNote ?? '').length > 0)).toBe(true);
    // Reach: the reader follows both demo authors, whose posts include a poll and a tier's note.
    const follows = await database.db
      .select()
      .from(authorFollows)
      .where(eq(authorFollows.followerId, reader!.id));
    expect(follows).toHaveLength(2);
    const adaPosts = await database.db.select().from(posts).where(eq(posts.authorId, ada!.id));
    expect(adaPosts.map((p) => p.audience).sort()).toEqual(['public', 'tier']);
    expect(adaPosts.find((p) => p.audience === 'tier')?.tierId).toBe(
      adaTiers.find((t) => t.name === 'Patron')?.id,
    );
    expect(await database.db.select().from(postPollOptions)).toHaveLength(3);
    // A new reader meets the paywall at once: a premium story to buy and one for subscribers.
    const [premium] = await database.db
      .select()
      .from(stories)
      .where(eq(stories.title, "The Lamplighter's Ledger"));
    expect(premium).toMatchObject({
      accessLevel: 'premium',
      isPremium: true,
      individualPrice: '2.99',
      freeChapters: 1,
      isPublished: true,
    });
    const [members] = await database.db
      .select()
      .from(stories)
      .where(eq(stories.title, 'Letters from the Night Ferry'));
    expect(members).toMatchObject({ accessLevel: 'subscribers', isPremium: false, isPublished: true });
    const [draft] = await database.db.select().from(stories).where(eq(stories.title, 'Vote Goat'));
    expect(draft?.isPublished).toBe(false);

    const [austen] = await database.db.select().from(users).where(eq(users.username, 'jane-austen'));
    const [pride] = await database.db.select().from(stories).where(eq(stories.authorId, austen!.id));
    expect(pride).toMatchObject({ title: 'Pride and Prejudice', genre: 'Romance', isPublished: true });
    const [prideChapters] = await database.db
      .select({ n: count() })
      .from(chapters)
      .where(eq(chapters.storyId, pride!.id));
    expect(prideChapters?.n).toBe(61);
    expect(messages.some((m) => m.includes('Imported 15 public-domain books'))).toBe(true);

    const [before] = await database.db.select({ n: count() }).from(stories);
    await seedIfEmpty(database.db, config, () => {});
    const [after] = await database.db.select({ n: count() }).from(stories);
    expect(after?.n).toBe(before?.n);
    expect(before?.n).toBe(8 + 15);
  }, 120_000);
});
