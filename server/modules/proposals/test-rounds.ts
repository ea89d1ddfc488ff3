import { asc, eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { votingRounds } from '../../db/schema.js';
import { chapterTexts as chapters } from '../../db/schema-text.js';

/** An idea text of the allowed length (docs/reference/limits.md#proposals: 30 to 500 characters). */
export const IDEA = 'The lighthouse keeper finds a second staircase that leads under the sea.';

/** The chapters of a story in reading order. */
export function chaptersOf(db: Db, storyId: number) {
  return db.select().from(chapters).where(eq(chapters.storyId, storyId)).orderBy(asc(chapters.orderIndex));
}

/** The id of a story's last chapter (the one proposals target). */
export async function lastChapterId(db: Db, storyId: number): Promise<number> {
  const all = await chaptersOf(db, storyId);
  return all.at(-1)!.id;
}

/** POST /api/branch-proposals for `chapterId` of `storyId` as `cookie` (none: signed out). */
export function propose(
  app: App,
  cookie: string | undefined,
  target: { storyId: number; chapterId: number },
  body: { title?: string; content?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/branch-proposals',
    headers: cookie ? { cookie } : {},
    payload: { ...target, title: 'A second staircase', content: IDEA, ...body },
  });
}

/** POST /api/votes for `proposalId` as `cookie` (none: signed out). */
export function vote(app: App, cookie: string | undefined, proposalId: number) {
  return app.inject({
    method: 'POST',
    url: '/api/votes',
    headers: cookie ? { cookie } : {},
    payload: { proposalId },
  });
}

/** The round of a chapter as stored. */
export async function roundOf(db: Db, chapterId: number) {
  const [round] = await db.select().from(votingRounds).where(eq(votingRounds.chapterId, chapterId));
  return round;
}

/** Moves a round's closing time into the past: the test's way to let 24 hours pass. */
export async function endWindow(db: Db, chapterId: number): Promise<void> {
  await db
    .update(votingRounds)
    .set({ closesAt: sql`now() - interval '1 second'` })
    .where(eq(votingRounds.chapterId, chapterId));
}

/**
 * Waits until the round of `chapterId` reaches one of `statuses` (a job's effect), polling the
 * database; fails after `timeout` ms, a bound far above what the job needs, never a measured time.
 */
export async function waitForRound(db: Db, chapterId: number, statuses: string[], timeout = 45_000) {
  return vi.waitFor(
    async () => {
      const round = await roundOf(db, chapterId);
      if (!round || !statuses.includes(round.status)) {
        throw new Error(`round of chapter ${chapterId} is ${round?.status ?? 'missing'}`);
      }
      return round;
    },
    { timeout, interval: 100 },
  );
}
