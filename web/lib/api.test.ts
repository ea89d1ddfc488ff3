import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAbortError } from './ai-stream';
import { ApiError, api } from './api';

/** A local HTTP server; each test installs its own handler and sees each request's close. */
let server: Server;
let baseUrl = '';
let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
  response.end();
};
const received: { headers: IncomingMessage['headers']; body: string; closed: Promise<void> }[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ headers: request.headers, body, closed: once(response, 'close').then(() => undefined) });
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

describe('api.post', () => {
  it('sends JSON with the extra headers and parses the JSON answer', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    };
    const answer = await api.post(`${baseUrl}/x`, { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(answer).toEqual({ ok: true });
    const request = received.at(-1);
    expect(request?.headers['idempotency-key']).toBe('k-1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toBe('{"a":1}');
  });

  it('throws an ApiError with the code and message of an error answer', async () => {
    handler = (_request, response) => {
      response
        .writeHead(429, { 'Content-Type': 'application/json' })
        .end('{"code":"AI_RATE_LIMITED","message":"Try again in 2 minutes."}');
    };
    const error = await api.post(`${baseUrl}/x`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'AI_RATE_LIMITED' });
  });

  it('closes the request when the signal aborts while the server is still working (Stop)', async () => {
    let arrived!: () => void;
    const hasArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    handler = () => arrived(); // never answers: only the abort ends the request
    const controller = new AbortController();
    const pending = api.post(`${baseUrl}/x`, { genre: 'Fantasy' }, { signal: controller.signal });
    const outcome = pending.catch((e: unknown) => e);
    await hasArrived;
    controller.abort();
    expect(isAbortError(await outcome)).toBe(true);
    // The server sees the connection close, so it can stop the work nobody waits for.
    await received.at(-1)?.closed;
  });
});
