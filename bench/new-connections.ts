/**
 * Load with many connections, and how long a NEW connection waits for its first answer meanwhile.
 * Keep-alive connections alone can look healthy while the server starves newcomers: on the embedded
 * database, before queries took turns with socket I/O (server/db/fair-queue.ts), 99 busy
 * connections made a new one wait 8 to 15 s for its first answer.
 */
import http from 'node:http';
import autocannon from 'autocannon';

/** Requests per second and p99 of the loaded connections, and p99 of new connections' first answers. */
export interface ConnectionsFigure {
  reqPerSec: number;
  p99Ms: number;
  firstAnswerP99Ms: number;
  firstAnswerMaxMs: number;
}

/** One request on a fresh connection (no keep-alive); ms until its answer ends, or -1 on error. */
function firstAnswer(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent: new http.Agent({ keepAlive: false }) }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', () => resolve(-1));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Loads `url` with `connections - 1` keep-alive connections for `seconds` while a new connection
 * opens every 200 ms; waits for every such probe to finish.
 * @throws Error when any request fails or answers non-2xx
 */
export async function measureWithNewConnections(
  url: string,
  connections: number,
  seconds: number,
): Promise<ConnectionsFigure> {
  const probes: Promise<number>[] = [];
  let isLoading = true;
  const opener = (async () => {
    while (isLoading) {
      probes.push(firstAnswer(url));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const result = await autocannon({ url, connections: connections - 1, duration: seconds });
  isLoading = false;
  await opener;
  const waits = (await Promise.all(probes)).sort((a, b) => a - b);
  if (result.non2xx > 0 || result.errors > 0 || waits.includes(-1)) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    firstAnswerP99Ms: Math.round(percentile(waits, 0.99)),
    firstAnswerMaxMs: Math.round(waits.at(-1) ?? 0),
  };
}
