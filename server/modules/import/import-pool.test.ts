import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createImportPool, type ImportPool, type ImportPoolOptions } from './import-pool.js';
import { MAX_MANUSCRIPT_BYTES } from './limits.js';
import { buildZip, tinyEpubFiles } from './test-zip.js';

const pools: ImportPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(options: ImportPoolOptions = {}): ImportPool {
  const created = createImportPool(options);
  pools.push(created);
  return created;
}

const tiny = { fileName: 'tiny.txt', bytes: new TextEncoder().encode('Chapter 1\n\nThe lamp was lit.\n') };

/** Nearly 10 MiB of bare numbers, each a heading candidate: the slowest plain text within the limits. */
function slowText() {
  const parts: string[] = [];
  for (let i = 0, length = 0; length < MAX_MANUSCRIPT_BYTES - 100; i++) {
    parts.push(`${(i % 9999) + 1}\n\n`);
    length += parts[parts.length - 1]!.length;
  }
  return { fileName: 'numbers.txt', bytes: new TextEncoder().encode(parts.join('')) };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('the parse succeeded'),
    (e: unknown) => e,
  );
  if (error instanceof AppError) return error;
  throw error;
}

describe('the import parser threads', () => {
  it('parse in a worker thread and send back the manuscript', async () => {
    const manuscript = await pool().parse({ fileName: 'tiny.epub', bytes: buildZip(tinyEpubFiles()) });
    expect(manuscript).toMatchObject({ title: 'A Tiny Tale', author: 'Test Author', format: 'epub' });
    expect(manuscript.chapters.map((c) => c.title)).toEqual(['The Start', 'The End']);
  });

  it('send an AppError back across the thread with its code and message', async () => {
    const error = await rejection(pool().parse({ fileName: 'empty.txt', bytes: new Uint8Array(0) }));
    expect(error.code).toBe('IMPORT_EMPTY');
    expect(error.status).toBe(422);
    expect(error.message).toBe('"empty.txt" is empty: it has no text to import.');
  });

  it('stop a parse past the time limit with IMPORT_TIMEOUT, then parse the next file', async () => {
    // The limit counts parsing only; the slow text takes seconds, the tiny one a millisecond.
    const parser = pool({ timeLimitMs: 300 });
    const error = await rejection(parser.parse(slowText()));
    expect(error.code).toBe('IMPORT_TIMEOUT');
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^"numbers.txt" took too long to read/);
    const next = await parser.parse(tiny);
    expect(next.chapters[0]?.content).toBe('The lamp was lit.');
  });

  it('answer SERVER_BUSY with Retry-After when every thread and queue slot is taken', async () => {
    const parser = pool({ threads: 1, queueLength: 1 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        parser.parse(tiny).then(
          () => 'parsed',
          (e: unknown) => e,
        ),
      ),
    );
    // One parsing, one waiting; the other three are refused at once.
    expect(results.slice(0, 2)).toEqual(['parsed', 'parsed']);
    const refused = results.slice(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'SERVER_BUSY', status: 503, headers: { 'retry-after': '5' } });
    }
  });

  it('answer SERVER_BUSY once closed', async () => {
    const parser = pool();
    await parser.parse(tiny);
    await parser.close();
    expect((await rejection(parser.parse(tiny))).code).toBe('SERVER_BUSY');
  });
});
