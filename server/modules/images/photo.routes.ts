import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZProfile } from '../../../contract/auth.js';
import { fileResponse } from '../../../contract/openapi.js';
import { AppError } from '../../lib/errors.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { presentProfile } from '../users/users.presenter.js';
import { getStoredImage } from './images.service.js';
import { MAX_PHOTO_BYTES, processPhoto, setProfilePhoto } from './photo.js';

const ZImageFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.jpg$/, { error: 'Unknown image' }),
});

/**
 * POST /api/user/photo (multipart, field `file`): the signed-in user's new profile photo, re-encoded
 * by `processPhoto` and stored in the database; answers the updated profile. GET
 * /api/images/{sha256}.jpg serves stored images to anyone, cacheable for good (the URL is the content).
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/photo',
    {
      bodyLimit: MAX_PHOTO_BYTES + 64 * 1024,
      config: { rateLimited: true },
      // The image work is bounded per file; the shared import limiter bounds how often (30 a minute).
      preHandler: limitRequests(
        app.limits.importPreviewsByUser,
        (request) => String(request.requireUser().id),
        'You have uploaded many files in the last minute.',
      ),
      schema: { response: { 200: ZProfile } },
    },
    async (request) => {
      const user = request.requireUser();
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Upload the photo as multipart/form-data with a "file" field',
        );
      }
      const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES } }).catch(() => {
        throw new AppError('VALIDATION_ERROR', 'The upload is not valid multipart/form-data', {
          field: 'body.file',
        });
      });
      if (!file) throw new AppError('VALIDATION_ERROR', 'Choose a photo to upload', { field: 'body.file' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'This photo is larger than 5 MB.');
        }
        throw error;
      }
      return presentProfile(await setProfilePhoto(app.db, user.id, await processPhoto(bytes)));
    },
  );

  app.get(
    '/api/images/:file',
    {
      config: { public: true },
      schema: {
        params: ZImageFileParams,
        response: { 200: fileResponse('A profile photo (JPEG)', ['image/jpeg']) },
      },
    },
    async (request, reply) => {
      const hash = request.params.file.slice(0, 64);
      const image = await getStoredImage(app.db, hash);
      // Bytes, not the documented string: the untyped reply sends a Buffer as it is (contract/openapi.ts).
      return (reply as FastifyReply)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${hash}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};
