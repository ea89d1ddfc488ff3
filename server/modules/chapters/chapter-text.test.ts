import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { parseManuscript } from '../import/import.service.js';

let t: TestContext;
let cookie: string;
let storyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const author = await buildUser(t.db);
  storyId = (await buildStory(t.db, author, {}, 1)).id;
  cookie = await signIn(t.app, author);
});
afterAll(() => t.close());

/** Text pasted from Word: a Shift+Enter line break (U+000B), a page break (U+000C) and a bell (U+0007). */
const FROM_WORD = 'First line\u000Bsecond line.\u000CNext page\u0007 here.';
const STORED = 'First line\nsecond line.\n\nNext page here.';

async function stored(id: number) {
  const [row] = await t.db
    .select({ title: chapters.title, content: chapters.content })
    .from(chapters)
    .where(eq(chapters.id, id));
  return row;
}

describe('chapter text is stored without the characters XML forbids', () => {
  it('on create and on edit, keeping line and page breaks as line breaks', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: { cookie },
      payload: { storyId, title: 'Bell\u0007 and\u000Bbreak', content: FROM_WORD },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await stored(id)).toEqual({ title: 'Bell and break', content: STORED });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${id}`,
      headers: { cookie },
      payload: { title: 'Edited\u0001', content: `${FROM_WORD}\uFFFE\uD800` },
    });
    expect(edited.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ title: 'Edited', content: STORED });
  });

  it('a chapter of nothing but control characters is empty, not saved', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chapters',
      headers: { cookie },
      payload: { storyId, title: 'Blank', content: '\u0007\u0008' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('in a story created with its chapters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: {
        title: 'From Word',
        genre: 'Fantasy',
        tags: [],
        isPublished: false,
        chapters: [{ title: 'One\u0007', content: FROM_WORD }],
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select({ title: chapters.title, content: chapters.content })
      .from(chapters)
      .where(eq(chapters.storyId, response.json().id));
    expect(row).toEqual({ title: 'One', content: STORED });
  });

  it('in an imported manuscript', async () => {
    const text = `Chapter 1\n\n${FROM_WORD}\n\nChapter 2\n\nMore\u000B words for the second chapter.\n`;
    const manuscript = await parseManuscript({ fileName: 'word.txt', bytes: new TextEncoder().encode(text) });
    const all = manuscript.chapters.map((c) => `${c.title}\n${c.content}\n${c.firstLine}`).join('\n');
    for (const control of ['\u0007', '\u000B', '\u000C']) expect(all).not.toContain(control);
    expect(manuscript.chapters[0]?.content).toContain('First line\nsecond line.');
  });
});
