import type { MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '../../../contract/errors.js';
import { AppError } from '../../lib/errors.js';
import { type ImportedManuscript, parseManuscript } from './import.service.js';

/** One upload to parse in a worker thread (see `import-pool.ts`). */
export interface ParseTask {
  fileName: string;
  /** The upload's declared MIME type, when it has one (see `parseManuscript`). */
  mimeType?: string;
  bytes: Uint8Array;
  /** Told when parsing starts, so the time limit counts parsing, not waiting in the queue. */
  started: MessagePort;
}

/**
 * What a worker sends back. An AppError is sent as its code and message: errors crossing a thread are
 * structured-cloned, which keeps only name, message and stack, not our `code`.
 */
export type ParseOutcome =
  | { ok: true; manuscript: ImportedManuscript }
  | { ok: false; error: { code: ErrorCode; message: string } }
  | { ok: false; error: null; detail: string };

/**
 * The worker thread's task: `parseManuscript` on one upload. Never throws; an error that is not an
 * AppError (a bug met by a strange file) comes back as `detail` for the log, never shown to the user.
 */
export default async function parseTask(task: ParseTask): Promise<ParseOutcome> {
  task.started.postMessage('started');
  try {
    return {
      ok: true,
      manuscript: await parseManuscript({
        fileName: task.fileName,
        mimeType: task.mimeType,
        bytes: task.bytes,
      }),
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message } };
    return {
      ok: false,
      error: null,
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
