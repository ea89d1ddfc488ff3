import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { purchase, subscribe } from './test-entitlements.js';

/** What deciding access costs in database queries (docs/reference/access.md#policy: no N+1 over chapters). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Counts the queries the database driver runs during `fn` (a counter at the driver's edge). */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const target = (t.database.pglite ?? t.database.pool!) as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  let count = 0;
  target.query = (...args: unknown[]) => {
    count++;
    return original.apply(target, args);
  };
  try {
    await fn();
  } finally {
    target.query = original;
  }
  return count;
}
/** Chapter ids of a story in order. */
async function chapterIds(storyId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(chapters.orderIndex);
  return rows.map((r) => r.id);
}
describe('the cost of the access policy in queries', () => {
  it('loads entitlements with a fixed number of queries: 138 chapters cost what 3 do', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const small = await buildStory(t.db, author, { accessLevel: 'premium', previewLength: 50 }, 3);
    const big = await buildStory(t.db, author, { accessLevel: 'premium', previewLength: 50 }, 0);
    await t.db.insert(chapters).values(
      Array.from({ length: 138 }, (_, i) => ({
        storyId: big.id,
        authorId: author.id,
        title: `Chapter ${i + 1}`,
        content: 'Call me Ishmael. Some years ago, never mind how long precisely. '.repeat(10),
        orderIndex: i + 1,
        wordCount: 110,
      })),
    );
    const bigIds = await chapterIds(big.id);
    await purchase(t.db, reader.id, big.id, bigIds[5]!);
    await subscribe(t.db, reader.id, author.id);
    const cookie = await signIn(t.app, reader);
    const list = (url: string) => t.app.inject({ url, headers: { cookie } });
    // Warm up: prepared statements, and each story's read (recorded once per 30 minutes) on record.
    await list(`/api/stories/${small.id}/chapters`);
    await list(`/api/stories/${big.id}/chapters`);
    const forSmall = await countQueries(() => list(`/api/stories/${small.id}/chapters`));
    let answer: { locked: boolean }[] = [];
    const forBig = await countQueries(async () => {
      answer = (await list(`/api/stories/${big.id}/chapters`)).json();
    });
    expect(answer).toHaveLength(138);
    expect(answer.filter((c) => !c.locked)).toHaveLength(2); // the free first chapter and the bought 6th
    expect(forBig).toBe(forSmall);
    expect(forBig).toBeLessThanOrEqual(10);
  });

  it('reads no entitlements for a public story: a signed-in reader costs what an anonymous one does', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const open = await buildStory(t.db, author, {}, 2);
    const paid = await buildStory(t.db, author, { accessLevel: 'premium' }, 2);
    const [first] = await chapterIds(open.id);
    const [firstPaid] = await chapterIds(paid.id);
    const cookie = await signIn(t.app, reader);
    const read = (id: number, signedIn: boolean) =>
      t.app.inject({ url: `/api/chapters/${id}`, headers: signedIn ? { cookie } : {} });
    for (const id of [first!, firstPaid!]) {
      await read(id, true); // warm up: prepared statements, the read on record
      await read(id, false);
    }
    const anonymous = await countQueries(() => read(first!, false));
    const signedIn = await countQueries(() => read(first!, true));
    // The session lookup is the only difference on a public story...
    expect(signedIn).toBe(anonymous + 1);
    // ...while a premium one asks for the reader's purchases, subscriptions and 18+ confirmations.
    const signedInPaid = await countQueries(() => read(firstPaid!, true));
    expect(signedInPaid).toBeGreaterThan(signedIn);
  });
});
