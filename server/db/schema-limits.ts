/**
 * Rate-limit counters (docs/reference/limits.md#rate-limits), re-exported by `schema.ts`, the one schema
 * Drizzle reads.
 */
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per rate-limit key ("auth-ip-fail:203.0.113.7", "story-create:42"): the points consumed in the
 * current window and when that window ends. Kept in the database so every instance shares one count and
 * a restart forgets nothing. The columns are the ones `rate-limiter-flexible`'s Drizzle store expects
 * (key, points, expire); it upserts them atomically. Not in docs/reference/data.md#entities.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
