import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZStory } from '../../../contract/stories.js';
import { AppError } from '../../lib/errors.js';
import { limitRequests } from '../../lib/rate-limits.js';
import { getStoryFor } from '../access/story-roles.js';
import { clearStoryCover, MAX_COVER_BYTES, processCover, setStoryCover } from '../images/cover.js';
import { readUploadedFile } from '../images/image-upload.js';
import { presentStory } from './stories.presenter.js';
import { selectStoryCard } from './story-card.query.js';

/**
 * PUT /api/stories/{id}/cover (multipart, field `file`): a new uploaded cover, re-encoded to 2:3 WebP
 * sizes (`processCover`); DELETE: back to the generated cover. Both answer the story card
 * (docs/reference/stories.md#covers). Who may: `getStoryFor(…, 'edit-details')` (owner, co-author).
 */
export const storyCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The story's card after a change. @throws AppError STORY_NOT_FOUND (deleted meanwhile) */
  const answer = async (storyId: number, viewer: Parameters<typeof presentStory>[1]) => {
    const row = await selectStoryCard(app.db, storyId);
    if (!row) throw new AppError('STORY_NOT_FOUND');
    return presentStory(row, viewer);
  };

  app.put(
    '/api/stories/:id/cover',
    {
      bodyLimit: MAX_COVER_BYTES + 64 * 1024,
      config: { rateLimited: true },
      // As the photo route: the image work is bounded per file, the shared upload limiter (30 a minute)
      // bounds how often.
      preHandler: limitRequests(
        app.limits.importPreviewsByUser,
        (request) => String(request.requireUser().id),
        'You have uploaded many files in the last minute.',
      ),
      schema: { params: ZIdParams, response: { 200: ZStory } },
    },
    async (request) => {
      const user = request.requireUser();
      const story = await getStoryFor(app.db, user, request.params.id, 'edit-details');
      const bytes = await readUploadedFile(request, MAX_COVER_BYTES, 'cover');
      await setStoryCover(app.db, story, await processCover(bytes));
      return answer(story.id, user);
    },
  );

  app.delete(
    '/api/stories/:id/cover',
    { schema: { params: ZIdParams, response: { 200: ZStory } } },
    async (request) => {
      const user = request.requireUser();
      const story = await getStoryFor(app.db, user, request.params.id, 'edit-details');
      await clearStoryCover(app.db, story);
      return answer(story.id, user);
    },
  );
};
