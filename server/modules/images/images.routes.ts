import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORED_IMAGE_PATH } from '../../../contract/images.js';
import { fileResponse } from '../../../contract/openapi.js';
import { ZIdParams } from '../../../contract/stories.js';
import { getAvatar, getStoryCover } from './images.service.js';
import { sendImage } from './inline-image.js';
import { photoRoutes } from './photo.routes.js';

/**
 * GET /api/stories/{id}/cover and GET /api/users/{id}/avatar: the inline images that lists refer to
 * instead of carrying them (see `listedImage`); an uploaded one redirects to its `/api/images/…` URL.
 * A draft's cover is its author's only (404 otherwise). PUT and DELETE of a cover: stories/story-cover.routes.ts.
 */
/** An inline image's bytes, in the type it was stored as (contract/images.ts INLINE_IMAGE_TYPES). */
const imageResponse = fileResponse('The image', [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]);

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(photoRoutes);
  app.get(
    '/api/stories/:id/cover',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: imageResponse } } },
    async (request, reply) => {
      const story = await getStoryCover(app.db, request.user, request.params.id);
      // An uploaded cover has its own permanent URL (docs/reference/stories.md#covers): send the client there.
      if (story.coverUrl && STORED_IMAGE_PATH.test(story.coverUrl)) {
        return reply.header('cache-control', 'no-cache').redirect(story.coverUrl, 302);
      }
      return sendImage(reply, story.coverUrl, story.isPublished);
    },
  );

  app.get(
    '/api/users/:id/avatar',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: imageResponse } } },
    async (request, reply) => {
      const profileImageUrl = await getAvatar(app.db, request.params.id);
      // An uploaded photo has its own permanent URL: send the client there.
      if (profileImageUrl && STORED_IMAGE_PATH.test(profileImageUrl)) {
        return reply.header('cache-control', 'no-cache').redirect(profileImageUrl, 302);
      }
      return sendImage(reply, profileImageUrl, true);
    },
  );
};
