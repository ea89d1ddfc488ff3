import { countWords } from '../../contract/words.js';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { stories, users } from '../db/schema.js';
import { chapterTexts as chapters } from '../db/schema-text.js';
import { hashPassword } from '../modules/auth/auth.service.js';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export type UserRow = typeof users.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;

/**
 * Inserts a user whose password is TEST_PASSWORD, with a verified email (pass `emailVerifiedAt: null` for
 * an unverified one: docs/reference/people.md#email).
 */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const n = ++sequence;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}-${process.pid}@example.test`,
      username: `user${n}_${process.pid}`,
      displayName: `User ${n}`,
      password: await passwordHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user!;
}

/** Inserts a story (published public by default) with `chapterCount` chapters numbered from 1. */
export async function buildStory(
  db: Db,
  author: UserRow,
  overrides: Partial<typeof stories.$inferInsert> = {},
  chapterCount = 2,
): Promise<StoryRow> {
  const [story] = await db
    .insert(stories)
    .values({
      title: `Story ${++sequence}`,
      genre: 'Fantasy',
      authorId: author.id,
      isPublished: true,
      ...overrides,
    })
    .returning();
  for (let i = 1; i <= chapterCount; i++) {
    const content = `The ${i} chapter of ${story!.title} begins here. `.repeat(20);
    await db.insert(chapters).values({
      storyId: story!.id,
      authorId: author.id,
      title: `Chapter ${i}`,
      content,
      orderIndex: i,
      isCanon: true,
      wordCount: countWords(content),
    });
  }
  return story!;
}

/** Signs `user` in through the real login route; returns the Cookie header value. */
export async function signIn(app: App, user: Pick<UserRow, 'email'>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'storyloom.sid');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
