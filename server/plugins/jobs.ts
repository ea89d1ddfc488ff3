import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The job queue (pg-boss) shared by every instance (issue "Community" §3). */
export const jobsPlugin = fp(async (_app: FastifyInstance) => {});
