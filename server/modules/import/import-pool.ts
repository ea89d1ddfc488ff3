import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/errors.js';
import type { ImportedManuscript } from './import.service.js';
import {
  IMPORT_HEAP_LIMIT_MB,
  IMPORT_PARSER_THREADS,
  IMPORT_QUEUE_LENGTH,
  IMPORT_TIME_LIMIT_MS,
} from './limits.js';
import type { ParseOutcome, ParseTask } from './parse-task.js';

const WORKER_FILE = fileURLToPath(new URL('./parse-worker.mjs', import.meta.url));

/** Seconds a client is asked to wait (Retry-After) when every parser thread and queue slot is taken. */
const RETRY_AFTER_SECONDS = 5;

/** A parser thread with nothing to do exits after this long (ms); the next upload starts a new one. */
const IDLE_TIMEOUT_MS = 60_000;

export interface ImportPoolOptions {
  /** Parser threads (default `IMPORT_PARSER_THREADS`). */
  threads?: number;
  /** Uploads that may wait for a thread (default `IMPORT_QUEUE_LENGTH`). */
  queueLength?: number;
  /** Parsing time per file in ms, from when a thread starts on it (default `IMPORT_TIME_LIMIT_MS`). */
  timeLimitMs?: number;
  /** V8 old-generation heap of each thread in MiB (default `IMPORT_HEAP_LIMIT_MB`). */
  heapLimitMb?: number;
  /** Hears what no uploader is told: a parser bug met by a file, a thread failing between tasks. */
  onUnexpectedError?: (error: unknown) => void;
}

export interface ImportPool {
  /**
   * Parses one manuscript in a worker thread (see `parseManuscript` for the rules and its errors).
   * @throws AppError as `parseManuscript` does; IMPORT_TIMEOUT (422) when parsing runs past the time
   *   limit, IMPORT_TOO_COMPLEX (413) when it needs more than the thread's heap, IMPORT_CORRUPT (422)
   *   when the parser fails unexpectedly (told to `onUnexpectedError`), SERVER_BUSY (503, Retry-After)
   *   when the queue is full or the pool is closing; a plain Error when a thread cannot start (a 500)
   */
  parse(input: { fileName: string; mimeType?: string; bytes: Uint8Array }): Promise<ImportedManuscript>;
  /** Stops the threads; parses still waiting are answered SERVER_BUSY. */
  close(): Promise<void>;
}

const busy = () =>
  new AppError(
    'SERVER_BUSY',
    'The server is busy importing other manuscripts. Please try again in a moment.',
    {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    },
  );

const unreadable = (fileName: string) =>
  new AppError('IMPORT_CORRUPT', `"${fileName}" could not be read as a manuscript.`);

/** How one parse ended, when piscina rejected it: what the uploader is told, and whether it is news. */
function failure(
  error: unknown,
  fileName: string,
  state: { started: boolean; timedOut: boolean; isClosed: boolean },
): { error: Error; isUnexpected: boolean } {
  if (state.timedOut) {
    const message = `"${fileName}" took too long to read, as files built to overload an importer do. Check that it is an ordinary manuscript.`;
    return { error: new AppError('IMPORT_TIMEOUT', message), isUnexpected: false };
  }
  if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    const message = `"${fileName}" needs more memory to read than an import may use. Split it into smaller files.`;
    return { error: new AppError('IMPORT_TOO_COMPLEX', message), isUnexpected: false };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (state.isClosed) return { error: busy(), isUnexpected: false }; // closing ends the tasks it holds
  // A thread that fails before it starts on the file is our fault (a 500); after, the file met a bug.
  if (!state.started)
    return { error: error instanceof Error ? error : new Error(message), isUnexpected: false };
  return { error: unreadable(fileName), isUnexpected: true };
}

/**
 * A small pool of worker threads (piscina) that parse uploads, so that a hostile file costs at most
 * one thread's heap and time: the server's own thread never inflates, decodes or scans an upload.
 * Defaults (limits.ts): 1 thread, 4 waiting, 20 s of parsing, 512 MiB of heap per thread. Threads
 * start on the first upload and stop after a minute idle. Close the pool when the app closes.
 */
export function createImportPool(options: ImportPoolOptions = {}): ImportPool {
  const timeLimitMs = options.timeLimitMs ?? IMPORT_TIME_LIMIT_MS;
  const maxThreads = options.threads ?? IMPORT_PARSER_THREADS;
  // Counted here: piscina's own `maxQueue` ignores tasks that carry an AbortSignal (it parks them in a
  // separate skip queue, node_modules/piscina/dist/index.js), and every parse here carries one.
  const maxInFlight = maxThreads + (options.queueLength ?? IMPORT_QUEUE_LENGTH);
  let inFlight = 0;
  let piscina: Piscina<ParseTask, ParseOutcome> | null = null;
  let isClosed = false;
  const threads = () => {
    if (piscina) return piscina;
    piscina = new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads,
      idleTimeout: IDLE_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb ?? IMPORT_HEAP_LIMIT_MB },
    });
    // piscina emits `error` for a thread that fails with no task; unheard, it would end the process.
    piscina.on('error', (error: unknown) => options.onUnexpectedError?.(error));
    return piscina;
  };

  return {
    async parse({ fileName, mimeType, bytes }) {
      if (isClosed || inFlight >= maxInFlight) throw busy();
      inFlight++;
      const abort = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let started = false;
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        started = true;
        timer = setTimeout(() => {
          timedOut = true;
          abort.abort(); // piscina terminates the thread; the next upload gets a fresh one
        }, timeLimitMs);
      });
      // A copy of its own to hand over: a Buffer may share its ArrayBuffer with other Buffers.
      const copy = new Uint8Array(bytes);
      let outcome: ParseOutcome;
      try {
        outcome = await threads().run(
          { fileName, mimeType, bytes: copy, started: port2 },
          { signal: abort.signal, transferList: [port2, copy.buffer] },
        );
      } catch (error) {
        const result = failure(error, fileName, { started, timedOut, isClosed });
        if (result.isUnexpected) options.onUnexpectedError?.(error);
        throw result.error;
      } finally {
        inFlight--;
        clearTimeout(timer);
        port1.close();
      }
      if (outcome.ok) return outcome.manuscript;
      if (outcome.error) throw new AppError(outcome.error.code, outcome.error.message);
      options.onUnexpectedError?.(new Error(outcome.detail));
      throw unreadable(fileName);
    },
    async close() {
      isClosed = true;
      await piscina?.destroy();
    },
  };
}
