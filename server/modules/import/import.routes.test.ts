import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, stories } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { CORPUS_DIR } from './test-corpus.js';
import { uploadManuscript } from './test-upload.js';
import { buildZip } from './test-zip.js';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, await buildUser(t.db));
});
afterAll(() => t.close());

const upload = (fileName: string, bytes: Uint8Array, withCookie = true) =>
  uploadManuscript(t.app, fileName, bytes, withCookie ? cookie : undefined);

async function rowCounts() {
  const [s] = await t.db.select({ n: count() }).from(stories);
  const [c] = await t.db.select({ n: count() }).from(chapters);
  return { stories: s?.n, chapters: c?.n };
}

describe('POST /api/import/preview', () => {
  it('detects Pride and Prejudice: title, author and 61 chapters, then saves them as a draft', async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, 'books/pride-and-prejudice.txt')));
    const response = await upload('pride-and-prejudice.txt', bytes);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      fileName: 'pride-and-prejudice.txt',
      format: 'txt',
      title: 'Pride and Prejudice',
      author: 'Jane Austen',
    });
    expect(preview.chapters).toHaveLength(61);
    expect(preview.chapters[0]).toMatchObject({ title: 'Chapter 1' });
    expect(preview.chapters[0].firstLine).toMatch(/^It is a truth universally acknowledged/);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: {
        title: preview.title,
        genre: 'Romance',
        chapters: preview.chapters.map((c: { title: string; content: string }) => ({
          title: c.title,
          content: c.content,
        })),
        isPublished: false,
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ chapters: 61, isPublished: false });
    expect(saved.json().wordCount).toBeGreaterThan(120_000);
  });

  it('imports an EPUB', async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, 'books/the-war-of-the-worlds.epub')));
    const response = await upload('the-war-of-the-worlds.epub', bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().chapters).toHaveLength(27);
  });

  it.each([
    ['empty.txt', new Uint8Array(0), 422, 'IMPORT_EMPTY'],
    [
      'binary.txt',
      new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      422,
      'IMPORT_BINARY',
    ],
    [
      'broken.epub',
      new Uint8Array(Buffer.from('PK\u0003\u0004 this is not really a zip')),
      422,
      'IMPORT_CORRUPT',
    ],
    [
      'evil.epub',
      buildZip([
        { name: 'mimetype', data: 'application/epub+zip' },
        { name: '../../evil.txt', data: 'x' },
      ]),
      422,
      'IMPORT_UNSAFE_ARCHIVE',
    ],
    ['picture.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 415, 'IMPORT_UNSUPPORTED_TYPE'],
  ])('rejects %s with a clear %i and creates nothing', async (name, bytes, status, code) => {
    const before = await rowCounts();
    const response = await upload(name, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().message.length).toBeGreaterThan(10);
    expect(await rowCounts()).toEqual(before);
  });

  it('rejects a 50 MB file with 413 and creates nothing', async () => {
    const before = await rowCounts();
    const response = await upload('huge.txt', new Uint8Array(50 * 1024 * 1024).fill(0x61));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowCounts()).toEqual(before);
  });

  it('needs a signed-in user and a multipart body', async () => {
    expect((await upload('a.txt', new Uint8Array(Buffer.from('Chapter 1\n\nHello')), false)).statusCode).toBe(
      401,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/import/preview',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});
