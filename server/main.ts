import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { buildApp } from './app.js';
import { type AppConfig, readConfig } from './config.js';
import { type Database, openPglite, openPostgres } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { shutDownOnSignals } from './lib/shutdown.js';
import { purgeExpiredSessions } from './plugins/session.js';
import { defaultWebDistDir } from './plugins/web-app.js';
import { ensureWebBuild } from './web-build.js';

/** SESSION_SECRET, or one generated once and kept in DATA_DIR (docs/ARCHITECTURE.md#configuration). */
function resolveSessionSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once with `web-push` and kept in
 * DATA_DIR/vapid.json (docs/reference/people.md#notifications). Every instance must send with the same pair:
 * set them in the environment when running several.
 */
function resolveVapidKeys(dataDir: string, push: AppConfig['push']): void {
  if (push.vapidPublicKey && push.vapidPrivateKey) return;
  const file = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600 });
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  push.vapidPublicKey = keys.publicKey;
  push.vapidPrivateKey = keys.privateKey;
}

/**
 * What a failed start must close before the process exits: the embedded database writes its files
 * on close, so exiting with it open (e.g. the port already taken) could leave DATA_DIR unreadable.
 */
const opened: { database?: Database; app?: { close(): Promise<unknown> } } = {};

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = (message: string) => console.log(`[storyloom] ${message}`);

  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
    log('Database: PostgreSQL (DATABASE_URL)');
  } else {
    try {
      await lockDataDir(config.dataDir, {
        onWait: (pid) => log(`Waiting for the previous process (pid ${pid}) to exit…`),
      });
    } catch (error) {
      console.error(`[storyloom] ${(error as Error).message}`);
      process.exit(1);
    }
    log(`Database: embedded PGlite in ${path.resolve(config.dataDir)}`);
    database = await openPglite(config.dataDir);
  }
  opened.database = database;
  config.sessionSecret = resolveSessionSecret(config.dataDir, config.sessionSecret);
  resolveVapidKeys(config.dataDir, config.push);
  config.webDistDir ??= defaultWebDistDir;

  if (config.buildWebOnStart) await ensureWebBuild(config.webDistDir, log);
  await database.migrate();
  await seedIfEmpty(database.db, config, log);
  await purgeExpiredSessions(database.db);

  const app = await buildApp(config, database);
  opened.app = app;
  shutDownOnSignals({ app, database, graceMs: config.shutdownGraceMs, log });

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  log(`Storyloom is running at http://localhost:${port}`);
}

main().catch(async (error) => {
  console.error('[storyloom] failed to start:', error);
  try {
    await opened.app?.close();
    await opened.database?.close();
  } catch (closeError) {
    console.error('[storyloom] closing after the failed start:', closeError);
  }
  process.exit(1);
});
