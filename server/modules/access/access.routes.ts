import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgeVerification, ZContentAccess, ZContentAccessQuery } from '../../../contract/access.js';
import { ZIdParams } from '../../../contract/stories.js';
import { contentAccess, getAgeVerification, verifyAge } from './access.service.js';

/** docs/reference/routes.md#api-reading: content access and the 18+ confirmation. */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content-access',
    {
      config: { public: true },
      schema: { querystring: ZContentAccessQuery, response: { 200: ZContentAccess } },
    },
    async (request) => contentAccess(app.db, request.user, request.query),
  );

  app.get(
    '/api/stories/:id/age-verification',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: ZAgeVerification } } },
    async (request) => getAgeVerification(app.db, request.user, request.params.id),
  );

  app.post(
    '/api/stories/:id/verify-age',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: ZAgeVerification } } },
    async (request) => verifyAge(app.db, request.user, request.params.id),
  );
};
