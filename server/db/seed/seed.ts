import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { ZCreateStoryRequest } from '../../../contract/stories.js';
import type { AppConfig } from '../../config.js';
import { repoRoot } from '../../lib/paths.js';
import { hashPassword } from '../../modules/auth/auth.service.js';
import { createStory } from '../../modules/stories/stories.service.js';
import type { Db } from '../client.js';
import { authorFollows, postPollOptions, posts, subscriptionTiers, users } from '../schema.js';
import { importCorpus } from './corpus.js';
import { demoPosts, demoWelcomeNotes } from './demo-posts.js';
import { demoStories } from './demo-stories.js';
import { demoTiers } from './demo-tiers.js';

/** The demo password of every seeded account (printed in the README). */
export const DEMO_PASSWORD = 'storyloom-demo';

export const demoAccounts = [
  {
    username: 'reader',
    email: 'reader@storyloom.test',
    displayName: 'Riley Reader',
    isCreator: false,
    bio: null,
  },
  {
    username: 'ada',
    email: 'ada@storyloom.test',
    displayName: 'Ada Quill',
    isCreator: true,
    bio: 'I write fantasy and science fiction, one chapter a week.',
  },
  {
    username: 'tomas',
    email: 'tomas@storyloom.test',
    displayName: 'Tomas Vale',
    isCreator: true,
    bio: 'Mysteries, romance and the occasional fright.',
  },
] as const;

/** Where the corpus is: SEED_CORPUS_DIR ("off" disables), else ../shared/corpus beside the repo. */
export function resolveCorpusDir(config: Pick<AppConfig, 'seedCorpusDir'>): string | null {
  if (config.seedCorpusDir === 'off') return null;
  const dir = config.seedCorpusDir ?? path.resolve(repoRoot, '../shared/corpus');
  return fs.existsSync(path.join(dir, 'books')) ? dir : null;
}

/**
 * Seeds an empty database (no users): demo accounts, the original demo stories and, when a corpus is
 * found, its books under author accounts. Does nothing on a database that has users.
 */
export async function seedIfEmpty(db: Db, config: AppConfig, log: (message: string) => void): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0 || !config.seedDemo) return;
  log('Empty database: adding demo accounts and stories...');
  const password = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const account of demoAccounts) {
    const [user] = await db
      .insert(users)
      // The demo authors take tips (docs/reference/money.md#prices).
      .values({
        ...account,
        password,
        genres: account.isCreator ? ['Fantasy', 'Mystery'] : [],
        tipJarEnabled: account.isCreator,
        emailVerifiedAt: new Date(), // demo accounts are verified (docs/reference/people.md#email)
      })
      .returning({ id: users.id });
    ids.set(account.username, user!.id);
  }
  const tierIds = new Map<string, number>();
  for (const { authorUsername, ...tier } of demoTiers) {
    const authorId = ids.get(authorUsername);
    if (!authorId) continue;
    const [row] = await db
      .insert(subscriptionTiers)
      .values({ ...tier, authorId, welcomeNote: demoWelcomeNotes[`${authorUsername}/${tier.name}`] ?? null })
      .returning({ id: subscriptionTiers.id });
    tierIds.set(`${authorUsername}/${tier.name}`, row!.id);
  }
  for (const { access, ...story } of demoStories) {
    const authorId = ids.get(story.authorUsername);
    if (!authorId) continue;
    const paid = access
      ? {
          accessLevel: access.accessLevel,
          isPremium: access.accessLevel === 'premium',
          individualPrice: access.individualPrice ?? null,
          requiredTierId: access.requiredTier
            ? (tierIds.get(`${story.authorUsername}/${access.requiredTier}`) ?? null)
            : null,
          freeChapters: access.freeChapters ?? 1,
        }
      : {};
    await createStory(
      db,
      { id: authorId, username: story.authorUsername },
      ZCreateStoryRequest.parse({ ...story, ...paid }),
    );
  }
  await seedReach(db, ids, tierIds);
  const corpusDir = resolveCorpusDir(config);
  if (corpusDir) {
    const imported = await importCorpus(db, corpusDir, password);
    log(`Imported ${imported} public-domain books from ${corpusDir}`);
  }
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'reader'));
  if (reader) log('Demo sign-in: reader@storyloom.test / storyloom-demo');
}

/**
 * The demo reader follows both demo authors for free, and the authors' posts are in place
 * (demo-posts.ts), so follows, posts and the home feed have something to show from the first start.
 */
async function seedReach(db: Db, ids: Map<string, number>, tierIds: Map<string, number>): Promise<void> {
  const readerId = ids.get('reader');
  for (const author of ['ada', 'tomas']) {
    const authorId = ids.get(author);
    if (readerId && authorId) await db.insert(authorFollows).values({ followerId: readerId, authorId });
  }
  for (const { authorUsername, tier, poll, ...post } of demoPosts) {
    const authorId = ids.get(authorUsername);
    if (!authorId) continue;
    const [row] = await db
      .insert(posts)
      .values({ ...post, authorId, tierId: tier ? (tierIds.get(`${authorUsername}/${tier}`) ?? null) : null })
      .returning({ id: posts.id });
    if (poll) {
      await db
        .insert(postPollOptions)
        .values(poll.map((label, position) => ({ postId: row!.id, position, label })));
    }
  }
}
