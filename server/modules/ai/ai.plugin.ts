import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Generator } from './ai.service.js';
import { type AiRuntime, createAiRuntime } from './provider.js';

/**
 * The AI writer shared by the studio routes and background jobs (docs/reference/community.md#multi-instance
 * groundwork).
 */
export interface AiServices {
  runtime: AiRuntime;
  generator: Generator;
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiServices;
  }
}

/** Decorates `app.ai` with the configured writer (OpenAI-compatible endpoint or offline writer). */
export const aiPlugin = fp(async (app: FastifyInstance) => {
  const runtime = createAiRuntime(app.config.ai);
  app.decorate('ai', { runtime, generator: new Generator(app.db, runtime, app.log) });
  app.log.info({ provider: runtime.provider, model: runtime.modelId }, 'AI writer ready');
});
