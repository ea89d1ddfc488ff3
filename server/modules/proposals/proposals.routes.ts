import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Proposals, votes and voting rounds (issue "Community" §2). */
export const proposalsRoutes: FastifyPluginAsyncZod = async () => {};
