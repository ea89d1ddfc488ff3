import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/stories.js';
import { stories, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { canViewStory } from '../stories/story-access.policy.js';
import { sendImage } from './inline-image.js';

/**
 * GET /api/stories/{id}/cover and GET /api/users/{id}/avatar: the inline images that lists refer to
 * instead of carrying them (see `listedImage`). A draft's cover is its author's only (404 otherwise).
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stories/:id/cover',
    { config: { public: true }, schema: { params: ZIdParams } },
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
    { config: { public: true }, schema: { params: ZIdParams } },
    async (request, reply) => {
      const [user] = await app.db
        .select({ profileImageUrl: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return sendImage(reply, user.profileImageUrl, true);
    },
  );
};
