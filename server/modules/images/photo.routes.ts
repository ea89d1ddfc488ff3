import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZProfile } from '../../../contract/auth.js';
import { STORED_IMAGE_TYPES, type StoredImageExtension } from '../../../contract/images.js';
import { fileResponse } from '../../../contract/openapi.js';
import { AppError } from '../../lib/errors.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { presentProfile } from '../users/users.presenter.js';
import { readUploadedFile } from './image-upload.js';
import { getStoredImage } from './images.service.js';
import { MAX_PHOTO_BYTES, processPhoto, setProfilePhoto } from './photo.js';

const ZImageFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(jpg|webp)$/, { error: 'Unknown image' }),
});

/**
 * POST /api/user/photo (multipart, field `file`): the signed-in user's new profile photo, re-encoded
 * by `processPhoto` and stored in the database; answers the updated profile. GET
 * /api/images/{sha256}.jpg (photos) and .webp (cover sizes, docs/reference/stories.md#covers) serve
 * stored images to anyone, cacheable for good (the URL is the content, ADR 0031), in the type the
 * extension names (another extension for the same hash is a 404) and never sniffed.
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
      const bytes = await readUploadedFile(request, MAX_PHOTO_BYTES, 'photo');
      return presentProfile(await setProfilePhoto(app.db, user.id, await processPhoto(bytes)));
    },
  );

  app.get(
    '/api/images/:file',
    {
      config: { public: true },
      schema: {
        params: ZImageFileParams,
        response: {
          200: fileResponse('A profile photo (JPEG) or a cover size (WebP)', ['image/jpeg', 'image/webp']),
        },
      },
    },
    async (request, reply) => {
      const hash = request.params.file.slice(0, 64);
      const extension = request.params.file.slice(65) as StoredImageExtension;
      const image = await getStoredImage(app.db, hash);
      if (image.contentType !== STORED_IMAGE_TYPES[extension]) throw new AppError('NOT_FOUND', 'No image');
      // Bytes, not the documented string: the untyped reply sends a Buffer as it is (contract/openapi.ts).
      return (reply as FastifyReply)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${hash}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};
