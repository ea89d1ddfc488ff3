import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageVerifications, chapters } from '../../db/schema.js';
import type { SessionUser } from '../../lib/session-user.js';
import { buildStory, buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { decideAccessToChapter, requireFullAccessToChapter } from './chapter-access.query.js';
import { getFullChapter, readChapter, readStoryChapters, readStoryToc } from './readable-chapters.query.js';
import { decideRoomAccess } from './room-access.query.js';
import { buildTier, purchase, subscribe } from './test-entitlements.js';

/*
 * The text-free access check (chat) must decide exactly what the reader's path decides, for every kind
 * of story and viewer: both run `decideChapterAccess`, over rows read by two different queries.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcome = async (fn: () => Promise<unknown>) => {
  try {
    return { ok: await fn() };
  } catch (error) {
    return { error: (error as { code?: string }).code };
  }
};

describe('decideAccessToChapter (no chapter text read)', () => {
  it('agrees with readChapter and getFullChapter for every story kind and viewer', async () => {
    const author = await buildUser(t.db);
    const subscriber = await buildUser(t.db);
    const buyer = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const adultConfirmed = await buildUser(t.db);
    const tier = await buildTier(t.db, author.id, '9.99');
    const stories = [
      await buildStory(t.db, author, {}, 3),
      await buildStory(t.db, author, { accessLevel: 'premium', freeChapters: 1 }, 3),
      await buildStory(t.db, author, { accessLevel: 'subscribers' }, 2),
      await buildStory(t.db, author, { accessLevel: 'tier_specific', requiredTierId: tier.id }, 2),
      await buildStory(t.db, author, { isAdultContent: true }, 2),
      await buildStory(t.db, author, { isPublished: false }, 2),
      await buildStory(t.db, author, { accessLevel: 'public', isPremium: true }, 2),
    ].map((story) => ({ ...story, collaboratorIds: [] as number[] })); // no collaborators: the team is the author
    // A chapter scheduled for later and a paid chapter turned free after a day
    // (docs/reference/platform.md#formats).
    const lastOf = async (storyId: number) =>
      (await t.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.storyId, storyId))).at(-1)!.id;
    await t.db
      .update(chapters)
      .set({ releaseAt: new Date(Date.now() + 86_400_000) })
      .where(eq(chapters.id, await lastOf(stories[0]!.id)));
    await t.db
      .update(chapters)
      .set({ freeAfterDays: 1, createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(chapters.id, await lastOf(stories[1]!.id)));
    await subscribe(t.db, subscriber.id, author.id, { tierId: tier.id });
    await purchase(t.db, buyer.id, stories[1]!.id);
    await t.db.insert(ageVerifications).values({ userId: adultConfirmed.id, storyId: stories[4]!.id });
    const viewers: (SessionUser | null)[] = [null, author, subscriber, buyer, stranger, adultConfirmed].map(
      (u) => (u ? { id: u.id, username: u.username } : null),
    );
    let compared = 0;
    for (const story of stories) {
      const ids = await t.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.storyId, story.id));
      for (const { id } of ids) {
        for (const viewer of viewers) {
          const read = await outcome(() => readChapter(t.db, viewer, id).then((r) => r.decision));
          const decided = await outcome(() =>
            decideAccessToChapter(t.db, viewer, id).then((r) => r.decision),
          );
          expect(decided).toEqual(read);
          const full = await outcome(() => getFullChapter(t.db, viewer, id).then((c) => c.id));
          const required = await outcome(() =>
            requireFullAccessToChapter(t.db, viewer, id).then((c) => c.id),
          );
          expect(required).toEqual(full);
          compared++;
        }
        // The chat room's re-check decides for every signed-in viewer at once, and the same (ADR 0012).
        const signedIn = viewers.filter((viewer) => viewer !== null);
        const room = await decideRoomAccess(
          t.db,
          id,
          signedIn.map((viewer) => viewer.id),
        );
        for (const viewer of signedIn) {
          const one = await outcome(() => decideAccessToChapter(t.db, viewer, id).then((r) => r.decision));
          const expected =
            one.error === 'CHAPTER_NOT_FOUND' ? { access: 'none', reason: 'not_found' } : one.ok;
          expect(room.get(viewer.id)).toEqual(expected);
        }
      }
    }
    expect(compared).toBe(16 * viewers.length);
    // The text-free table of contents lists what the chapter list lists, with the same locks.
    for (const story of stories) {
      for (const viewer of viewers) {
        const toc = await readStoryToc(t.db, viewer, story);
        const full = await readStoryChapters(t.db, viewer, story);
        expect(toc.map((c) => [c.id, c.locked, c.lockReason])).toEqual(
          full.map((c) => [c.id, c.locked, c.lockReason]),
        );
      }
    }
  });
});
