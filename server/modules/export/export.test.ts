import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { type ImportedManuscript, parseManuscript } from '../import/import.service.js';
import { createStoryFromManuscript } from '../import/import-story.js';
import { openSafeZip } from '../import/safe-zip.js';
import { readBook } from '../import/test-corpus.js';

/*
 * EPUB export (docs/reference/platform.md#formats): a valid EPUB 3 that Storyloom's own importer reads back
 * to the same chapters; readers get only what the access policy lets them read.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function exportAs(storyId: number, cookie?: string) {
  return t.app.inject({ url: `/api/stories/${storyId}/export.epub`, headers: cookie ? { cookie } : {} });
}

/** The chapters a viewer gets from the chapters route, as titles and texts. */
async function storedChapters(storyId: number, cookie: string) {
  const list = (await t.app.inject({ url: `/api/stories/${storyId}/chapters`, headers: { cookie } })).json();
  return (list as { title: string; content: string }[]).map((c) => ({ title: c.title, content: c.content }));
}

async function reimport(bytes: Buffer): Promise<ImportedManuscript> {
  return parseManuscript({ fileName: 'export.epub', bytes: new Uint8Array(bytes) });
}

/** Every entry of the archive, inflated, as text. */
async function entriesOf(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await openSafeZip(new Uint8Array(bytes), 'export.epub');
  const entries = new Map<string, string>();
  for (const name of zip.names) entries.set(name, (await zip.read(name))?.toString('utf8') ?? '');
  return entries;
}

const PARAGRAPHS = [
  'It was a dark & stormy night; <b>nobody</b> slept.',
  'مرحبا بالعالم، هذه فقرة عربية.',
  'She said "enough" — and left.',
];

describe('EPUB export', () => {
  it('gives the author the whole story as valid EPUB 3 that re-imports to the same chapters', async () => {
    const author = await buildUser(t.db, { displayName: 'Ann Quill' });
    const story = await buildStory(
      t.db,
      author,
      { title: 'The Ferry & the Bell', summary: 'A crossing.' },
      0,
    );
    await t.db.insert(chapters).values([
      {
        storyId: story.id,
        authorId: author.id,
        title: 'The Crossing',
        content: PARAGRAPHS.join('\n\n'),
        orderIndex: 1,
      },
      {
        storyId: story.id,
        authorId: author.id,
        title: 'Chapter 2: Fog',
        content: 'The fog came in.\n\nIt stayed.',
        orderIndex: 2,
        aiAssistance: 'generated',
      },
      {
        storyId: story.id,
        authorId: author.id,
        title: 'Tomorrow',
        content: 'Scheduled words.',
        orderIndex: 3,
        releaseAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const cookie = await signIn(t.app, author);
    const response = await exportAs(story.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/epub+zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="the-ferry-the-bell.epub"; filename*=UTF-8''the-ferry-the-bell.epub`,
    );
    const bytes = response.rawPayload;

    // OCF: "mimetype" is the first entry, stored (method 0) with no extra field, holding the media type.
    expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.readUInt16LE(28)).toBe(0);
    expect(bytes.subarray(30, 38).toString()).toBe('mimetype');
    expect(bytes.subarray(38, 58).toString()).toBe('application/epub+zip');
    const entries = await entriesOf(bytes);
    expect(entries.get('META-INF/container.xml')).toContain('full-path="OEBPS/content.opf"');
    const opf = entries.get('OEBPS/content.opf') ?? '';
    expect(opf).toContain('version="3.0"');
    expect(opf).toMatch(/<dc:identifier id="BookId">[0-9a-f-]{36}<\/dc:identifier>/);
    expect(opf).toContain('<dc:title>The Ferry &amp; the Bell</dc:title>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<dc:creator id="creator">Ann Quill</dc:creator>');
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/);
    expect(opf).toContain('properties="nav"');
    expect(entries.get('OEBPS/toc.xhtml')).toContain('epub:type="toc"');
    // Title page with the author's name; the AI label under its chapter's heading; no remote resource.
    expect(entries.get('OEBPS/title-page.xhtml')).toContain('by Ann Quill');
    expect(entries.get('OEBPS/chapter-0002.xhtml')).toContain('AI-generated');
    for (const text of entries.values()) expect(text).not.toMatch(/(?:src|href)="https?:/);

    const reimported = await reimport(bytes);
    expect(reimported.title).toBe('The Ferry & the Bell');
    expect(reimported.author).toBe('Ann Quill');
    expect(reimported.chapters.map((c) => ({ title: c.title, content: c.content }))).toEqual(
      await storedChapters(story.id, cookie),
    );
    expect(reimported.chapters).toHaveLength(3); // the author's copy has the scheduled chapter too
  });

  it('gives a reader only the chapters they may read: no locked text at all', async () => {
    const author = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const story = await buildStory(
      t.db,
      author,
      { accessLevel: 'premium', isPremium: true, freeChapters: 1, previewLength: 200 },
      0,
    );
    const texts = ['Free words for all.', 'SECRETWORDONE is paid text.', 'SECRETWORDTWO is paid too.'];
    await t.db.insert(chapters).values(
      texts.map((content, i) => ({
        storyId: story.id,
        authorId: author.id,
        title: ['Opening', 'Middle', 'End'][i],
        content,
        orderIndex: i + 1,
      })),
    );
    for (const cookie of [await signIn(t.app, reader), undefined]) {
      const response = await exportAs(story.id, cookie);
      expect(response.statusCode).toBe(200);
      const bytes = response.rawPayload;
      const all = [...(await entriesOf(bytes)).values()].join('\n');
      expect(all).not.toContain('SECRETWORD');
      expect(all).toContain('2 locked chapters are not included');
      const reimported = await reimport(bytes);
      expect(reimported.chapters.map((c) => c.content)).toEqual(['Free words for all.']);
    }
  });

  it("answers 404 for another author's draft and 403 when nothing may be read", async () => {
    const author = await buildUser(t.db);
    const draft = await buildStory(t.db, author, { isPublished: false }, 1);
    expect((await exportAs(draft.id)).statusCode).toBe(404);
    const adult = await buildStory(t.db, author, { isAdultContent: true }, 2);
    const locked = await exportAs(adult.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('CONTENT_LOCKED');
  });

  it('round-trips a corpus book (Pride and Prejudice, imported from its text file)', async () => {
    const author = await buildUser(t.db);
    const manuscript = await parseManuscript({
      fileName: 'pride-and-prejudice.txt',
      bytes: readBook('pride-and-prejudice.txt'),
    });
    const story = await createStoryFromManuscript(t.db, { id: author.id, username: null }, manuscript, {
      genre: 'Romance',
      isPublished: true,
      fallbackTitle: 'Pride and Prejudice',
    });
    const cookie = await signIn(t.app, author);
    const response = await exportAs(story.id, cookie);
    expect(response.statusCode).toBe(200);
    const reimported = await reimport(response.rawPayload);
    const stored = await storedChapters(story.id, cookie);
    expect(stored.length).toBeGreaterThan(50);
    expect(reimported.chapters.map((c) => c.title)).toEqual(stored.map((c) => c.title));
    expect(reimported.chapters.map((c) => c.content)).toEqual(stored.map((c) => c.content));
  }, 120_000);

  it('is rate limited per client', async () => {
    const author = await buildUser(t.db);
    const story = await buildStory(t.db, author, {}, 1);
    const cookie = await signIn(t.app, author);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await exportAs(story.id, cookie)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
