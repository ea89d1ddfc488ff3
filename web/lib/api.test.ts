import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAbortError } from './ai-stream';
import { ApiError, createApiClient, onUnauthenticated } from './api';

/** A local HTTP server; each test installs its own handler and sees each request's close. */
let server: Server;
let baseUrl = '';
let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
  response.end();
};
const received: {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
  closed: Promise<void>;
}[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({
      url: request.url,
      headers: request.headers,
      body,
      closed: once(response, 'close').then(() => undefined),
    });
    handler(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The app's typed client, pointed at the local server. */
const client = () => createApiClient({ baseUrl });

describe('the typed client', () => {
  it('sends JSON with the extra headers and parses the JSON answer', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"completed"}');
    };
    const answer = await client().POST('/api/tips', {
      body: { authorId: 7, amount: '5.00' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(answer).toEqual({ status: 'completed' });
    const request = received.at(-1);
    expect(request?.headers['idempotency-key']).toBe('k-1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toBe('{"authorId":7,"amount":"5.00"}');
  });

  it('fills path parameters and the query into the same URLs as before (the service worker matches them)', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"messages":[]}');
    };
    await client().GET('/api/messages/{username}', {
      params: { path: { username: 'ada lovelace' }, query: { before: 41 } },
    });
    await client().GET('/api/chapters/{id}', { params: { path: { id: 12 } } });
    expect(received.slice(-2).map((r) => r.url)).toEqual([
      '/api/messages/ada%20lovelace?before=41',
      '/api/chapters/12',
    ]);
  });

  it('throws an ApiError with the code and message of an error answer', async () => {
    handler = (_request, response) => {
      response
        .writeHead(429, { 'Content-Type': 'application/json' })
        .end('{"code":"AI_RATE_LIMITED","message":"Try again in 2 minutes."}');
    };
    const error = await client()
      .POST('/api/ai/generate-title', { body: { genre: 'Fantasy' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'AI_RATE_LIMITED',
      serverMessage: 'Try again in 2 minutes.',
    });
  });

  it('announces a 401 without a session through onUnauthenticated, once per answer', async () => {
    handler = (_request, response) => {
      response
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end('{"code":"UNAUTHENTICATED","message":"Sign in first."}');
    };
    let heard = 0;
    const stop = onUnauthenticated(() => {
      heard += 1;
    });
    try {
      const error = await client()
        .GET('/api/user/bookmarks')
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(heard).toBe(1);
    } finally {
      stop();
    }
  });

  it('uploads a form as multipart, without a JSON content type', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"fileName":"a.txt"}');
    };
    const form = new FormData();
    form.append('file', new Blob(['Chapter 1']), 'a.txt');
    expect(await client().upload('/api/import/preview', form)).toEqual({ fileName: 'a.txt' });
    expect(received.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.at(-1)?.body).toContain('Chapter 1');
  });

  it('closes the request when the signal aborts while the server is still working (Stop)', async () => {
    let arrived!: () => void;
    const hasArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    handler = () => arrived(); // never answers: only the abort ends the request
    const controller = new AbortController();
    const pending = client().POST('/api/ai/generate-title', {
      body: { genre: 'Fantasy' },
      signal: controller.signal,
    });
    const outcome = pending.catch((e: unknown) => e);
    await hasArrived;
    controller.abort();
    expect(isAbortError(await outcome)).toBe(true);
    // The server sees the connection close, so it can stop the work nobody waits for.
    await received.at(-1)?.closed;
  });

  it('refuses, at compile time, a path, a parameter or a body the OpenAPI document does not have', () => {
    // Never run: `npm run typecheck` checks that each marked line is a type error (a marker on a
    // line without one fails the check too), so a route renamed on the server breaks the web build.
    const calls = (api: ReturnType<typeof createApiClient>) => [
      // @ts-expect-error: no such route
      api.GET('/api/story/{id}', { params: { path: { id: 1 } } }),
      // @ts-expect-error: the route is GET, not POST
      api.POST('/api/stories/trending'),
      // @ts-expect-error: the path parameter `id` is required
      api.GET('/api/stories/{id}'),
      // @ts-expect-error: `isPublished` is a boolean
      api.PATCH('/api/stories/{id}', { params: { path: { id: 1 } }, body: { isPublished: 'yes' } }),
      // @ts-expect-error: a tip needs `authorId`
      api.POST('/api/tips', { body: { amount: '5.00' } }),
      // @ts-expect-error: a story has no `name` (its answer type comes from the document too)
      api.GET('/api/stories/{id}', { params: { path: { id: 1 } } }).then((story) => story.name),
    ];
    expect(calls).toBeTypeOf('function');
  });
});
