import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../contract/errors.js';
import { AppError } from '../../lib/errors.js';
import { MAX_MANUSCRIPT_BYTES, parseManuscript } from './import.service.js';
import { buildZip, damagedDeflate, tinyEpubFiles, zeroBombDeflate } from './test-zip.js';
import { parsePlainText } from './txt-parser.js';
import type { WorkCounter } from './work-counter.js';

/** Runs the importer and returns the AppError it throws (failing the test when it does not throw one). */
async function importError(fileName: string, bytes: Uint8Array): Promise<AppError> {
  try {
    await parseManuscript({ fileName, bytes });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`importing ${fileName} succeeded, but it should have failed`);
}

async function expectRejected(fileName: string, bytes: Uint8Array, code: ErrorCode, status: number) {
  const error = await importError(fileName, bytes);
  expect(error.code).toBe(code);
  expect(error.status).toBe(status);
  expect(error.message).toContain(fileName);
  return error;
}

const text = (value: string) => new TextEncoder().encode(value);
const xhtmlOf = (body: string) => `<html xmlns="http://www.w3.org/1999/xhtml"><body>${body}</body></html>`;

/** Random bytes that always include NULs, like a real binary file. */
function binaryBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(length));
  for (let i = 0; i < length; i += 97) bytes[i] = 0;
  return bytes;
}

describe('bad input gets a clear 4xx error', () => {
  it('rejects an empty file', async () => {
    await expectRejected('empty.txt', new Uint8Array(0), 'IMPORT_EMPTY', 422);
    await expectRejected('empty.epub', new Uint8Array(0), 'IMPORT_EMPTY', 422);
  });

  it('rejects a whitespace-only file', async () => {
    await expectRejected('blank.md', text(' \n\n\t \r\n\uFEFF  \n'), 'IMPORT_EMPTY', 422);
  });

  it('rejects a binary .txt', async () => {
    const error = await expectRejected('photo.txt', binaryBytes(4096), 'IMPORT_BINARY', 422);
    expect(error.message).toMatch(/binary/);
  });

  it('rejects control-character soup without NULs', async () => {
    const bytes = new Uint8Array(2000).map((_, i) => 1 + (i % 8));
    await expectRejected('noise.txt', bytes, 'IMPORT_BINARY', 422);
  });

  it('reads Latin-1 text that is not valid UTF-8 instead of calling it binary', async () => {
    const latin1 = Uint8Array.from(
      [...'Chapter 1\n\nCaf', 0xe9, ...' au lait, na', 0xef, ...'ve.\n'].map((c) =>
        typeof c === 'number' ? c : c.charCodeAt(0),
      ),
    );
    const result = await parseManuscript({ fileName: 'latin1.txt', bytes: latin1 });
    expect(result.chapters[0]?.content).toBe('Café au lait, naïve.');
  });

  it('rejects an EPUB that is random bytes', async () => {
    const error = await expectRejected('random.epub', binaryBytes(5000), 'IMPORT_CORRUPT', 422);
    expect(error.message).toMatch(/not a valid EPUB/);
  });

  it('rejects a truncated EPUB', async () => {
    const whole = buildZip(tinyEpubFiles());
    await expectRejected(
      'truncated.epub',
      whole.slice(0, Math.floor(whole.length / 2)),
      'IMPORT_CORRUPT',
      422,
    );
  });

  it('rejects a ZIP that is not an EPUB', async () => {
    const zip = buildZip([{ name: 'notes.txt', data: 'just a zip' }]);
    const error = await expectRejected('notes.epub', zip, 'IMPORT_CORRUPT', 422);
    expect(error.message).toMatch(/mimetype/);
  });

  it('rejects a 50 MB upload by size alone, before parsing', async () => {
    const bytes = new Uint8Array(50 * 1024 * 1024);
    const error = await expectRejected('huge.txt', bytes, 'PAYLOAD_TOO_LARGE', 413);
    expect(error.message).toMatch(/at most 10 MB/);
    // Zeros would be "binary" if the content were looked at: the size check comes first.
    await expectRejected('huge.exe', bytes, 'PAYLOAD_TOO_LARGE', 413);
  });

  it('accepts exactly the maximum size', async () => {
    const bytes = new Uint8Array(MAX_MANUSCRIPT_BYTES).fill(0x61);
    const result = await parseManuscript({ fileName: 'max.txt', bytes });
    expect(result.chapters).toHaveLength(1);
  });

  it('rejects an EPUB with a path-traversal entry before reading anything', async () => {
    const files = [...tinyEpubFiles(), { name: '../../evil.txt', data: 'owned' }];
    const error = await expectRejected('evil.epub', buildZip(files), 'IMPORT_UNSAFE_ARCHIVE', 422);
    expect(error.message).toContain('../../evil.txt');
    // The same archive without that entry imports fine.
    await expect(
      parseManuscript({ fileName: 'ok.epub', bytes: buildZip(tinyEpubFiles()) }),
    ).resolves.toBeTruthy();
  });

  it.each(['/etc/passwd', 'C:\\evil.txt', 'OEBPS\\..\\..\\evil.txt'])(
    'rejects the entry name %s',
    async (name) => {
      const files = [...tinyEpubFiles(), { name, data: 'owned' }];
      await expectRejected('evil.epub', buildZip(files), 'IMPORT_UNSAFE_ARCHIVE', 422);
    },
  );

  it('rejects a zip bomb by its declared size', async () => {
    const files = [
      ...tinyEpubFiles(),
      { name: 'OEBPS/bomb.xhtml', data: 'x', deflate: true, declaredSize: 2 ** 31 },
    ];
    const error = await expectRejected('bomb.epub', buildZip(files), 'IMPORT_UNSAFE_ARCHIVE', 422);
    expect(error.message).toMatch(/expands to more than/);
  });

  it('rejects an entry that inflates past the size it declares, counted while inflating', async () => {
    // Central directory and local header both claim 5,000 bytes; the data inflates to 1 GiB.
    const bomb = tinyEpubFiles({ compressed: zeroBombDeflate(1024), declaredSize: 5000 });
    const error = await expectRejected('bomb.epub', buildZip(bomb), 'IMPORT_UNSAFE_ARCHIVE', 422);
    expect(error.message).toMatch(/"OEBPS\/text\/one.xhtml" expands beyond its declared size/);
  });

  it('rejects an EPUB whose chapter has damaged deflate data', async () => {
    const damaged = tinyEpubFiles({ compressed: damagedDeflate() });
    const error = await expectRejected('damaged.epub', buildZip(damaged), 'IMPORT_CORRUPT', 422);
    expect(error.message).toMatch(/the data of "OEBPS\/text\/one.xhtml" is damaged/);
  });

  it('rejects an honest EPUB with more text documents than an import reads', async () => {
    const chapter = xhtmlOf(`<p>${'All work and no play. '.repeat(600_000)}</p>`); // 13 MB each
    const files = tinyEpubFiles().map((f) => (f.name.includes('/text/') ? { ...f, data: chapter } : f));
    const error = await expectRejected('long.epub', buildZip(files), 'IMPORT_TOO_COMPLEX', 413);
    expect(error.message).toMatch(/more than 24 MB of text documents/);
  });

  it('rejects an entry that hides its size', async () => {
    const hidden = { name: 'OEBPS/hidden.xhtml', data: 'y'.repeat(100_000), deflate: true, declaredSize: 0 };
    await expectRejected('hidden.epub', buildZip([...tinyEpubFiles(), hidden]), 'IMPORT_UNSAFE_ARCHIVE', 422);
  });

  it('rejects an EPUB whose spine has no text', async () => {
    const files = tinyEpubFiles().map((f) =>
      f.name.endsWith('.xhtml') && f.name.includes('text/')
        ? { ...f, data: '<html xmlns="http://www.w3.org/1999/xhtml"><body><img src="a.jpg"/></body></html>' }
        : f,
    );
    await expectRejected('pictures.epub', buildZip(files), 'IMPORT_NO_TEXT', 422);
  });

  it.each(['novel.pdf', 'novel.odt', 'novel', 'novel.txt.exe', '.epub.zip'])(
    'rejects the unsupported file name %s',
    async (fileName) => {
      const error = await expectRejected(
        fileName,
        text('Chapter 1\n\nText.'),
        'IMPORT_UNSUPPORTED_TYPE',
        415,
      );
      expect(error.message).toMatch(/\.txt, \.md, \.markdown, \.docx or \.epub/);
    },
  );

  it('accepts upper-case extensions', async () => {
    const result = await parseManuscript({ fileName: 'STORY.TXT', bytes: text('Chapter 1\n\nText.\n') });
    expect(result.format).toBe('txt');
  });

  it('stays linear on hostile texts: twice the text, about twice the chapter detector work', async () => {
    // Counted, not timed: a quadratic path shows as four times the steps for twice the text, while
    // a clock limit failed on a busy machine (22.5 s against 20 s) with nothing wrong.
    const fill = (unit: (i: number) => string, bytes: number) => {
      const parts: string[] = [];
      let length = 0;
      for (let i = 0; length < bytes - 100; i++) {
        parts.push(unit(i));
        length += parts[parts.length - 1]?.length ?? 0;
      }
      return parts.join('');
    };
    const words = 'amber brook cedar drift ember fjord grove heron inlet juniper kestrel lantern';
    const prose = `${words}. `.repeat(8);
    const labels = ['Chapter', 'CHAPTER', 'Letter', 'Stave', 'Book', 'Canto', 'Episode', 'Kapitel'];
    const hostile: ((bytes: number) => string)[] = [
      // Thousands of real chapters, under the candidate cap: every stage of the detector runs.
      (bytes) => fill((i) => `Chapter ${i + 1}\n\n${prose}\n\n`, bytes),
      // Eight heading styles, each a clean sequence: merging styles must not multiply the work.
      (bytes) => fill((i) => `${labels[i % 8]} ${Math.floor(i / 8) + 1}\n\n${prose}\n\n`, bytes),
      // Past the candidate cap: the detector gives up early.
      (bytes) => fill((i) => `${(i % 9999) + 1}\n\n`, bytes),
      (bytes) => fill((i) => `Chapter ${(i % 2) + 1}\n\n`, bytes),
      (bytes) => fill((i) => `PART ONE\n\nChapter ${(i % 9999) + 1}\n\n${words}\n\n`, bytes),
      // 3 bytes a character: a third as many characters fill the bytes.
      (bytes) => fill(() => `${'［＃「」は'.repeat(40)}\n`, bytes / 3),
      (bytes) => `${'"'.repeat(100_000)}a\n\n${fill(() => `${words}\n`, bytes - 100_000)}`,
    ];
    const detectorSteps = (text: string) => {
      const work: WorkCounter = { steps: 0 };
      try {
        parsePlainText(text, 'hostile.txt', work);
      } catch (error) {
        // Some shapes hold no prose; that answer is fine, a crash is not.
        expect(error instanceof AppError ? error.code : error).toBe('IMPORT_NO_TEXT');
      }
      return { steps: work.steps, lines: text.split('\n').length };
    };
    for (const build of hostile) {
      const small = detectorSteps(build(MAX_MANUSCRIPT_BYTES / 4));
      const large = detectorSteps(build(MAX_MANUSCRIPT_BYTES / 2));
      expect(large.steps).toBeLessThanOrEqual(2.2 * small.steps);
      // A few steps a line: each line is classified once, a heading's block read once.
      expect(large.steps).toBeLessThanOrEqual(4 * large.lines);
    }
  });
});
