import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { uploadManuscript } from './test-upload.js';
import { buildZip, damagedDeflate, oneChapterEpubFiles, tinyEpubFiles, zeroBombDeflate } from './test-zip.js';

// Files built to crash or exhaust the server, posted to the real route: each must earn its sender a
// 4xx, and the server must answer the next request as if nothing happened.

let t: TestContext;
/** The route allows 30 previews a minute per user; the fuzz signs in a fresh user every 25 uploads. */
const cookies: string[] = [];
let uploads = 0;

async function upload(fileName: string, bytes: Uint8Array) {
  if (uploads % 25 === 0) cookies.push(await signIn(t.app, await buildUser(t.db)));
  uploads++;
  return uploadManuscript(t.app, fileName, bytes, cookies[cookies.length - 1]);
}

/** The server still imports a good file. */
async function expectServerAnswers() {
  const response = await upload('tiny.epub', buildZip(tinyEpubFiles()));
  expect(response.statusCode).toBe(200);
  expect(response.json().title).toBe('A Tiny Tale');
}

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

beforeAll(async () => {
  t = await createTestApp();
  await expectServerAnswers(); // starts the parser thread, so RSS baselines below include it
});
afterAll(() => t.close());

describe('hostile uploads to POST /api/import/preview', () => {
  it('answers 422 to an EPUB whose chapter has damaged deflate data, and keeps serving', async () => {
    // Once an unheard Z_DATA_ERROR on epub2's inflater that ended the process.
    const bytes = buildZip(tinyEpubFiles({ compressed: damagedDeflate() }));
    expect(bytes.length).toBeLessThan(2000);
    const response = await upload('damaged.epub', bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'IMPORT_CORRUPT',
      message: '"damaged.epub" is not a valid EPUB: the data of "OEBPS/text/one.xhtml" is damaged.',
    });
    await expectServerAnswers();
  });

  it('cuts off a zip bomb whose directory and local header both lie about its size', async () => {
    // Declared 5,000 bytes (central directory and local header alike), inflates to 1 GiB.
    const bomb = { compressed: zeroBombDeflate(1024), declaredSize: 5000 };
    const bytes = buildZip(tinyEpubFiles(bomb));
    expect(bytes.length).toBeLessThan(1.1 * 1024 * 1024);
    const before = rssMb();
    const response = await upload('bomb.epub', bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IMPORT_UNSAFE_ARCHIVE');
    expect(response.json().message).toMatch(/"OEBPS\/text\/one.xhtml" expands beyond its declared size/);
    expect(response.body.length).toBeLessThan(1000);
    expect(rssMb() - before).toBeLessThan(200);
    await expectServerAnswers();
  });

  it('imports an EPUB whose manifest has a single item', async () => {
    const response = await upload('one.epub', buildZip(oneChapterEpubFiles()));
    expect(response.statusCode).toBe(200);
    expect(response.json().chapters).toMatchObject([
      { title: 'The Only Chapter', content: 'A lighthouse keeper counted the ships.' },
    ]);
  });

  it('never inflates images: a bomb or damaged data in a picture does not matter', async () => {
    const files = [
      ...tinyEpubFiles(),
      { name: 'OEBPS/images/cover.jpg', data: 'x', compressed: zeroBombDeflate(64), declaredSize: 5000 },
      { name: 'OEBPS/images/map.png', data: 'x', compressed: damagedDeflate() },
    ];
    const response = await upload('pictures.epub', buildZip(files));
    expect(response.statusCode).toBe(200);
    expect(response.json().chapters.map((c: { title: string }) => c.title)).toEqual(['The Start', 'The End']);
  });

  it('answers 200 or a 4xx to each of 200 EPUBs with random bytes flipped, never a 5xx', async () => {
    const original = buildZip(tinyEpubFiles());
    const before = rssMb();
    const statuses = new Map<number, number>();
    const flips = fc.array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(flips, async (changes) => {
        const bytes = original.slice();
        for (const [at, value] of changes) bytes[at] = value;
        const response = await upload('fuzzed.epub', bytes);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode === 200 || (response.statusCode >= 400 && response.statusCode < 500)).toBe(
          true,
        );
        if (response.statusCode !== 200) {
          expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
          expect(response.json().message).not.toMatch(/\n\s+at /); // no stack trace
        }
      }),
      { numRuns: 200, seed: 20_260_612 },
    );
    // The seed's mix: most flips damage the archive, some leave the text readable.
    expect(statuses.get(422)).toBeGreaterThan(20);
    expect(statuses.get(200)).toBeGreaterThan(20);
    expect(rssMb() - before).toBeLessThan(200);
    await expectServerAnswers();
  });
});
