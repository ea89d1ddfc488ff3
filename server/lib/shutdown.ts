import type { Server } from 'node:http';

/** What a graceful shutdown closes, in this order: the app (HTTP, sockets, jobs), then the database. */
export interface ShutdownTargets {
  app: {
    server: Pick<Server, 'closeAllConnections' | 'closeIdleConnections'>;
    close(): PromiseLike<unknown>;
  };
  database: { close(): Promise<void> };
  /** How long requests in flight may take to finish (ms) before their connections are cut. */
  graceMs: number;
  log(message: string): void;
  /** Ends the process (tests pass their own). */
  exit?(code: number): void;
}

/** How long after the grace period the shutdown may still take (closing jobs, the database) before a forced exit (ms). */
export const SHUTDOWN_FORCE_AFTER_GRACE_MS = 10_000;

/** How often, while shutting down, connections that fell idle are closed (ms). */
const IDLE_SWEEP_MS = 100;

/**
 * Shuts the server down gracefully: stops accepting connections at once (a connection kept alive gets
 * 503 for a new request), closes chat sockets with 1001 "going away" (RFC 6455 §7.4.1, done by the
 * chat plugin as the app closes) so clients reconnect to another instance, lets requests in flight
 * finish for up to `graceMs` and then cuts their connections, stops the job queue, closes the database
 * and exits with code 0 (1 when closing failed, or had not finished SHUTDOWN_FORCE_AFTER_GRACE_MS after
 * the grace period). Returns the function that runs it, for `signal`.
 */
export function gracefulShutdown(targets: ShutdownTargets): (signal: string) => Promise<void> {
  const { app, database, graceMs, log } = targets;
  const exit = targets.exit ?? ((code: number) => process.exit(code));
  let isShuttingDown = false;
  return async (signal) => {
    if (isShuttingDown) {
      log(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    isShuttingDown = true;
    log(`${signal}: shutting down (requests in flight have ${graceMs} ms to finish)`);
    // A connection kept alive after its last answer would hold the close until its keep-alive timeout
    // (72 s in Fastify): each is closed as soon as it falls idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      log('grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    const force = setTimeout(() => {
      log('shutdown did not finish in time: exiting');
      exit(1);
    }, graceMs + SHUTDOWN_FORCE_AFTER_GRACE_MS);
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      log(`closing the app failed: ${(error as Error).message}`);
      code = 1;
    }
    try {
      await database.close();
    } catch (error) {
      log(`closing the database failed: ${(error as Error).message}`);
      code = 1;
    }
    clearInterval(idle);
    clearTimeout(cut);
    clearTimeout(force);
    exit(code);
  };
}

/** Runs `gracefulShutdown(targets)` on SIGTERM (orchestrators, load balancers) and SIGINT (Ctrl-C); a second signal exits at once. */
export function shutDownOnSignals(targets: ShutdownTargets): void {
  const shutdown = gracefulShutdown(targets);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}
