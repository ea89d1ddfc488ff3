import { z } from 'zod';

/** GET /healthz: the process is up and answering (it says nothing of the database). */
export const ZLiveness = z.object({ status: z.literal('ok') });

/**
 * GET /readyz: whether this instance can serve requests now (200 `ready`, else 503 `not_ready`):
 * the database answers, and it has every migration this build ships.
 */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    /** `unknown` while the database cannot be asked. */
    migrations: z.enum(['done', 'pending', 'unknown']),
  }),
});

export type Readiness = z.infer<typeof ZReadiness>;
