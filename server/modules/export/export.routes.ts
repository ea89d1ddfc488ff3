import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../contract/openapi.js';
import { ZIdParams } from '../../../contract/stories.js';
import { describeWindow, limitRequests } from '../../lib/rate-limits.js';
import { attachmentDisposition, type ExportedFile, exportStoryEpub } from './export.service.js';

/** Sends an EPUB as a download (the bytes as they are: Fastify does not serialize a Buffer). */
function sendFile(reply: FastifyReply, file: ExportedFile): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(file.fileName))
    .type('application/epub+zip')
    .send(file.bytes);
}

/** Exports per client: building an EPUB of a long book takes a second or more of a core. */
export const EPUB_EXPORTS_PER_WINDOW = 10; // the epubExportsByClient limiter's points (plugins/rate-limits.ts)

/**
 * GET /api/stories/{id}/export.epub (docs/reference/platform.md#formats): the story as an EPUB 3 download for
 * the viewer (`exportStoryEpub`: the author's whole story, or the chapters a reader may read). Public like
 * the story page (a visitor gets the public chapters); rate limited per user, or per address when signed
 * out, like the other heavy routes.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = limitRequests(
    app.limits.epubExportsByClient,
    (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    `You can download ${EPUB_EXPORTS_PER_WINDOW} EPUBs per ${describeWindow(60_000)}.`,
  );

  app.get(
    '/api/stories/:id/export.epub',
    {
      config: { public: true, rateLimited: true },
      preHandler: limit,
      schema: {
        params: ZIdParams,
        response: { 200: fileResponse('The story as an EPUB 3 file', ['application/epub+zip']) },
      },
    },
    async (request, reply) => sendFile(reply, await exportStoryEpub(app.db, request.user, request.params.id)),
  );
};
