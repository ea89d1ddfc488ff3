import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, onUnauthenticated } from './api';
import { currentUserKey, endSessionOnUnauthenticated } from './auth';
import { createQueryClient } from './query-client';
import { MAX_RETRIES, RETRY_BACKOFF, retryDelay, shouldRetry } from './retry-policy';

/** A local API: each path answers with the status the test set for it; every request is counted. */
let server: Server;
let baseUrl = '';
const statusByPath = new Map<string, number>();
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response: ServerResponse) => {
    const path = request.url ?? '/';
    requests.push(path);
    const status = statusByPath.get(path) ?? 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? { ok: true } : { code: `E${status}`, message: 'no' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let client: QueryClient | null = null;
afterEach(() => {
  client?.unmount();
  client?.clear();
  client = null;
  onlineManager.setOnline(true);
  statusByPath.clear();
  requests.length = 0;
  vi.restoreAllMocks();
});

/** The app's query client, mounted as QueryClientProvider mounts it (it then follows the network). */
function appClient(): QueryClient {
  client = createQueryClient();
  client.mount();
  return client;
}

/** GET `path` of the local API through the typed client, as the app's queries load. */
type PlainGetPath = '/api/ai/status' | '/api/user/bookmarks' | '/api/notifications/unread-count';
function loader(path: PlainGetPath) {
  return () => createApiClient({ baseUrl }).GET(path);
}

/** Fetches `path` of the local API with the app's query defaults; resolves with the outcome. */
function fetchWithAppDefaults(path: PlainGetPath): Promise<unknown> {
  client = appClient();
  return client.fetchQuery({ queryKey: [path], queryFn: loader(path) }).catch((error: unknown) => error);
}

describe('the retry policy of every query', () => {
  it('asks again after a 5xx, at most 3 times with growing waits, and never after a 4xx', {
    timeout: 15_000,
  }, async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // the shortest waits: 0.5 s, 1 s, 2 s
    statusByPath.set('/api/ai/status', 503);
    statusByPath.set('/api/user/bookmarks', 404);
    statusByPath.set('/api/notifications/unread-count', 429);

    const started = Date.now();
    const busy = await fetchWithAppDefaults('/api/ai/status');
    expect(busy).toBeInstanceOf(ApiError);
    expect(requests.filter((p) => p === '/api/ai/status')).toHaveLength(1 + MAX_RETRIES);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_400);

    for (const path of ['/api/user/bookmarks', '/api/notifications/unread-count'] as const) {
      const error = await fetchWithAppDefaults(path);
      expect(error).toMatchObject({ status: statusByPath.get(path) });
      expect(requests.filter((p) => p === path)).toHaveLength(1);
    }
  });

  it('waits with capped exponential backoff and jitter', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(0, new DOMException('stopped', 'AbortError'))).toBe(false);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const step = Math.min(RETRY_BACKOFF.capMs, RETRY_BACKOFF.baseMs * 2 ** attempt);
      const delay = retryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(step);
    }
  });

  it('offline, asks once (the service worker may answer from the saved stories), then waits for the network', async () => {
    onlineManager.setOnline(false);
    // A port nothing listens on: the fetch fails as it does offline.
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/stories/trending`;
    closed.close();
    await once(closed, 'close');
    client = appClient();
    const attempts: number[] = [];
    const query = client.fetchQuery({
      queryKey: ['offline'],
      queryFn: async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) return fetch(deadUrl).then((r) => r.json());
        return { ok: true }; // back online, the network answers
      },
    });
    await vi.waitFor(() => expect(client?.getQueryState(['offline'])?.fetchStatus).toBe('paused'), {
      timeout: 5_000,
    });
    expect(attempts).toHaveLength(1);
    expect(client.getQueryState(['offline'])?.status).toBe('pending'); // waiting, not failed

    onlineManager.setOnline(true);
    await expect(query).resolves.toEqual({ ok: true });
    expect(attempts).toHaveLength(2);
  }, 15_000);
});

describe('a 401 while signed in', () => {
  it('signs the app out once: the user becomes null and every other cached answer goes', async () => {
    statusByPath.set('/api/notifications/unread-count', 401);
    client = appClient();
    const told: string[] = [];
    const stop = endSessionOnUnauthenticated(client, onUnauthenticated, (title, description) =>
      told.push(`${title}: ${description}`),
    );
    try {
      client.setQueryData(currentUserKey, { id: 7, username: 'ada' });
      client.setQueryData(['/api/user/bookmarks'], [{ storyId: 1 }]);
      // The failing query itself is cancelled with the rest of the session's.
      const unread = {
        queryKey: ['/api/notifications/unread-count'],
        queryFn: loader('/api/notifications/unread-count'),
      };
      await expect(client.fetchQuery(unread)).rejects.toBeTruthy();
      expect(requests).toHaveLength(1); // a 401 is not asked again
      expect(client.getQueryData(currentUserKey)).toBeNull();
      expect(told).toEqual(['Signed out: You were signed out. Sign in again to continue.']);
      await vi.waitFor(() => expect(client?.getQueryData(['/api/user/bookmarks'])).toBeUndefined());

      // A visitor's 401s (and a wrong password's) change nothing.
      client.setQueryData(['/api/stories/trending'], []);
      await client.fetchQuery(unread).catch(() => {});
      expect(client.getQueryData(['/api/stories/trending'])).toEqual([]);
      expect(told).toHaveLength(1); // told once
    } finally {
      stop();
    }
  });
});
