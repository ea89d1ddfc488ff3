import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZImportPreview } from '../../../contract/import.js';
import { MAX_STORY_CHAPTERS } from '../../../contract/stories.js';
import { AppError } from '../../lib/errors.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { MAX_MANUSCRIPT_BYTES } from './import.service.js';
import { createImportPool } from './import-pool.js';

/**
 * POST /api/import/preview: multipart upload of one manuscript (field `file`: .txt, .md, .markdown,
 * .docx or .epub; docs/reference/platform.md#import) -> detected title, author, chapters and notes for
 * the author to review. Nothing is stored; the reviewed chapters are saved
 * with POST /api/stories. The upload is parsed in a worker thread with memory and time limits (see
 * `createImportPool`), so the worst a file can do is earn its sender a 413 or 422.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const parser = createImportPool({
    onUnexpectedError: (error) => app.log.warn({ err: error }, 'import parser failed on an upload'),
  });
  app.addHook('onClose', () => parser.close());

  app.post(
    '/api/import/preview',
    {
      bodyLimit: MAX_MANUSCRIPT_BYTES + 64 * 1024,
      config: { rateLimited: true },
      preHandler: limitRequests(
        app.limits.importPreviewsByUser,
        (request) => String(request.requireUser().id),
        'You have imported many manuscripts in the last minute.',
      ),
      schema: { response: { 200: ZImportPreview } },
    },
    async (request) => {
      request.requireUser();
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Upload the manuscript as multipart/form-data with a "file" field',
        );
      }
      const file = await request.file({ limits: { fileSize: MAX_MANUSCRIPT_BYTES } }).catch(() => {
        // busboy's errors ("Unexpected end of multipart data", bad boundaries) are the client's.
        throw new AppError('VALIDATION_ERROR', 'The upload is not valid multipart/form-data', {
          field: 'body.file',
        });
      });
      if (!file)
        throw new AppError('VALIDATION_ERROR', 'Choose a manuscript file to import', { field: 'body.file' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            'This file is larger than 10 MB, the most a manuscript import takes',
          );
        }
        throw error;
      }
      const manuscript = await parser.parse({ fileName: file.filename, mimeType: file.mimetype, bytes });
      if (manuscript.chapters.length > MAX_STORY_CHAPTERS) {
        throw new AppError(
          'VALIDATION_ERROR',
          `This manuscript splits into ${manuscript.chapters.length} chapters; a story can hold at most ${MAX_STORY_CHAPTERS}.`,
          { field: 'body.file' },
        );
      }
      return { fileName: file.filename, ...manuscript };
    },
  );
};
