import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterTexts } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { appendChapter } from './append-chapter.js';

/* docs/reference/stories.md#notes and #schedule: author's notes and the release schedule. */

let t: TestContext;
let cookie: string;
let readerCookie: string;
let storyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const author = await buildUser(t.db);
  const reader = await buildUser(t.db);
  storyId = (await buildStory(t.db, author, {}, 1)).id;
  cookie = await signIn(t.app, author);
  readerCookie = await signIn(t.app, reader);
});
afterAll(() => t.close());

const patchStory = (payload: Record<string, unknown>, id = storyId) =>
  t.app.inject({ method: 'PATCH', url: `/api/stories/${id}`, headers: { cookie }, payload });

const postChapter = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chapters',
    headers: { cookie },
    payload: { storyId, ...payload },
  });

describe('release schedule and default notes on the story', () => {
  it('are saved trimmed; the schedule shows to all, the defaults to the team only', async () => {
    const saved = await patchStory({
      releaseSchedule: '  New chapter every Friday ',
      defaultNoteBefore: '  Thanks for reading!  ',
      defaultNoteAfter: 'See you Friday.',
    });
    expect(saved.statusCode).toBe(200);
    const mine = (await t.app.inject({ url: `/api/stories/${storyId}`, headers: { cookie } })).json();
    expect(mine).toMatchObject({
      releaseSchedule: 'New chapter every Friday',
      defaultNoteBefore: 'Thanks for reading!',
      defaultNoteAfter: 'See you Friday.',
    });
    const theirs = (
      await t.app.inject({ url: `/api/stories/${storyId}`, headers: { cookie: readerCookie } })
    ).json();
    expect(theirs).toMatchObject({
      releaseSchedule: 'New chapter every Friday',
      defaultNoteBefore: null,
      defaultNoteAfter: null,
    });
  });

  it('refuses a schedule over 120 characters and a default note over 2,000 with 400', async () => {
    const long = await patchStory({ releaseSchedule: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_ERROR');
    expect((await patchStory({ defaultNoteAfter: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});

describe("a chapter's notes", () => {
  it('a new chapter left without notes takes the defaults; sent ones (and empty: none) win', async () => {
    const plain = await postChapter({ title: 'Two', content: 'The second chapter.' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ noteBefore: 'Thanks for reading!', noteAfter: 'See you Friday.' });

    const own = await postChapter({
      title: 'Three',
      content: 'The third.',
      noteBefore: '  ',
      noteAfter: ' Mine. ',
    });
    expect(own.json()).toMatchObject({ noteBefore: null, noteAfter: 'Mine.' });
  });

  it('a chapter written by the system (the winning-idea job, AI) gets the defaults', async () => {
    const row = await t.db.transaction((tx) =>
      appendChapter(tx, { storyId, title: 'By the job', content: 'Written from an idea.', wordCount: 4 }),
    );
    expect(row).toMatchObject({ noteBefore: 'Thanks for reading!', noteAfter: 'See you Friday.' });
  });

  it('an edit changes notes when sent and keeps them when left out; over 2,000 characters is 400', async () => {
    const id = (await postChapter({ title: 'Four', content: 'Four.' })).json().id as number;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/chapters/${id}`, headers: { cookie }, payload });
    expect((await put({ title: 'Four', content: 'Four!', noteAfter: '' })).json()).toMatchObject({
      noteBefore: 'Thanks for reading!',
      noteAfter: null,
    });
    expect((await put({ title: 'Four', content: 'Four!!' })).json()).toMatchObject({
      noteBefore: 'Thanks for reading!',
    });
    const long = await put({ title: 'Four', content: 'Four.', noteBefore: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_ERROR');
  });

  it("are not chapter text: a note's words are in neither word_count nor search hits", async () => {
    const id = (
      await postChapter({
        title: 'Five',
        content: 'Five plain words here now.',
        noteBefore: 'Zanzibarquux xylophonic',
      })
    ).json().id as number;
    const [row] = await t.db
      .select({ wordCount: chapterTexts.wordCount, content: chapterTexts.content })
      .from(chapterTexts)
      .where(eq(chapterTexts.id, id));
    expect(row).toEqual({ wordCount: 5, content: 'Five plain words here now.' });
    const hits = await t.app.inject({ url: '/api/stories/search?q=Zanzibarquux' });
    expect(hits.statusCode).toBe(200);
    expect(hits.json()).toEqual([]);
  });

  it("follow read access: a locked chapter's notes are never sent", async () => {
    const author = await buildUser(t.db);
    const paid = await buildStory(t.db, author, { accessLevel: 'premium', freeChapters: 1 }, 2);
    await t.db
      .update(chapterTexts)
      .set({ noteBefore: 'Secret note', noteAfter: 'Another' })
      .where(eq(chapterTexts.storyId, paid.id));
    const list = (
      await t.app.inject({ url: `/api/stories/${paid.id}/chapters`, headers: { cookie: readerCookie } })
    ).json();
    expect(list.map((c: { locked: boolean; noteBefore: string | null }) => [c.locked, c.noteBefore])).toEqual(
      [
        [false, 'Secret note'],
        [true, null],
      ],
    );
    const one = (
      await t.app.inject({ url: `/api/chapters/${list[1].id}`, headers: { cookie: readerCookie } })
    ).json();
    expect(one).toMatchObject({ locked: true, noteBefore: null, noteAfter: null });
  });
});
