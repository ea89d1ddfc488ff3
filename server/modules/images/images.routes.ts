import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORED_IMAGE_PATH } from '../../../contract/images.js';
import { fileResponse } from '../../../contract/openapi.js';
import { ZIdParams } from '../../../contract/stories.js';
import { stories, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { canViewStory } from '../stories/story-access.policy.js';
import { sendImage } from './inline-image.js';
import { photoRoutes } from './photo.routes.js';

/**
 * GET /api/stories/{id}/cover and GET /api/users/{id}/avatar: the inline images that lists refer to
 * instead of carrying them (see `listedImage`). A draft's cover is its author's only (404 otherwise).
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
      const [story] = await app.db
        .select({
          id: stories.id,
          authorId: stories.authorId,
          isPublished: stories.isPublished,
          accessLevel: stories.accessLevel,
          coverUrl: stories.coverUrl,
        })
        .from(stories)
        .where(eq(stories.id, request.params.id))
        .limit(1);
      if (!story || !canViewStory(request.user, story)) throw new AppError('STORY_NOT_FOUND');
      return sendImage(reply, story.coverUrl, story.isPublished);
    },
  );

  app.get(
    '/api/users/:id/avatar',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: imageResponse } } },
    async (request, reply) => {
      const [user] = await app.db
        .select({ profileImageUrl: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!user) throw new AppError('USER_NOT_FOUND');
      // An uploaded photo has its own permanent URL: send the client there.
      if (user.profileImageUrl && STORED_IMAGE_PATH.test(user.profileImageUrl)) {
        return reply.header('cache-control', 'no-cache').redirect(user.profileImageUrl, 302);
      }
      return sendImage(reply, user.profileImageUrl, true);
    },
  );
};
