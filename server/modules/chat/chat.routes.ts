import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Chapter chat: REST routes and the /ws socket (issue "Community" §1). */
export const chatRoutes: FastifyPluginAsyncZod = async () => {};
