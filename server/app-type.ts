import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';

// What `buildApp` (app.ts) decorates every instance with. In a file of its own so that modules can name
// the app's type without importing app.ts, which imports every module (no import cycle, ADR 0026).
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    /** Every route registered (method and URL pattern), for the fuzz test and diagnostics. */
    routeList: { method: string; url: string }[];
  }
}

/** The app `buildApp` returns: a Fastify instance with the decorations above and every plugin's. */
export type App = FastifyInstance;
