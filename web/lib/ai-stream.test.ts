import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAbortError, streamGeneration } from './ai-stream';
import { ApiError } from './api';

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** A local HTTP server speaking the AI endpoints' SSE protocol; each test installs its own handler. */
let server: Server;
let baseUrl = '';
let handler: Handler = (_request, response) => {
  response.end();
};
let lastRequest: { headers: IncomingMessage['headers']; body: string } | null = null;
const closed: Promise<void>[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    lastRequest = { headers: request.headers, body };
    closed.push(once(response, 'close').then(() => undefined));
    await handler(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function openStream(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  response.flushHeaders();
}

describe('streamGeneration', () => {
  it('sends JSON asking for events, reports start and deltas, and resolves to the done body', async () => {
    const done = { title: 'Salt Road', content: 'Café lights. The end.', generationId: 7 };
    const wire = [
      sse('start', { generationId: 7, provider: 'offline' }),
      sse('delta', { field: 'title', text: 'Salt Road' }),
      sse('delta', { field: 'content', text: 'Café lights.' }),
      sse('delta', { field: 'content', text: ' The end.' }),
      sse('done', done),
    ].join('');
    handler = async (_request, response) => {
      openStream(response);
      // Split the bytes anywhere, including inside lines and inside the two-byte "é".
      const bytes = Buffer.from(wire);
      for (let i = 0; i < bytes.length; i += 5) {
        response.write(bytes.subarray(i, i + 5));
        if (i % 40 === 0) await sleep(1);
      }
      response.end();
    };
    const starts: unknown[] = [];
    const text = { title: '', content: '' };
    const result = await streamGeneration(
      `${baseUrl}/api/ai/generate-first-chapter`,
      { genre: 'Fantasy' },
      {
        onStart: (start) => starts.push(start),
        onDelta: (delta) => {
          text[delta.field] += delta.text;
        },
      },
    );
    expect(result).toEqual(done);
    expect(starts).toEqual([{ generationId: 7, provider: 'offline' }]);
    expect(text).toEqual({ title: 'Salt Road', content: 'Café lights. The end.' });
    expect(lastRequest?.headers.accept).toBe('text/event-stream');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest?.body ?? '')).toEqual({ genre: 'Fantasy' });
  });

  it('throws an ApiError with the status, code and message of an error answered before the stream', async () => {
    handler = (_request, response) => {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' });
      response.end(JSON.stringify({ code: 'AI_RATE_LIMITED', message: 'Try again in 30 seconds.' }));
    };
    const error = await streamGeneration(`${baseUrl}/x`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'AI_RATE_LIMITED',
      serverMessage: 'Try again in 30 seconds.',
      message: '429: Try again in 30 seconds.',
    });
  });

  it('throws the code and message of an error event, after the deltas that came before it', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.write(sse('start', { generationId: 3, provider: 'openai-compatible' }));
      response.write(sse('delta', { field: 'content', text: 'Half a sen' }));
      response.end(sse('error', { code: 'AI_PROVIDER_TIMEOUT', message: 'The AI took too long.' }));
    };
    let content = '';
    const error = await streamGeneration(`${baseUrl}/x`, {}, { onDelta: (d) => (content += d.text) }).catch(
      (e: unknown) => e,
    );
    expect(content).toBe('Half a sen');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      code: 'AI_PROVIDER_TIMEOUT',
      serverMessage: 'The AI took too long.',
    });
  });

  it('gives a limit reached mid-stream status 429', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(sse('error', { code: 'AI_BUDGET_EXHAUSTED', message: 'Daily limit reached.' }));
    };
    await expect(streamGeneration(`${baseUrl}/x`, {})).rejects.toMatchObject({ status: 429 });
  });

  it('fails with 502 when the stream ends without a done event', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.end(sse('delta', { field: 'content', text: 'and then' }));
    };
    await expect(streamGeneration(`${baseUrl}/x`, {})).rejects.toMatchObject({
      status: 502,
      serverMessage: 'The generation stopped before it finished.',
    });
  });

  it('ignores malformed events and comments', async () => {
    handler = (_request, response) => {
      openStream(response);
      response.write(': keep-alive\n\n');
      response.write('event: delta\ndata: not json\n\n');
      response.write(sse('delta', { field: 'summary', text: 'wrong field' }));
      response.write(sse('delta', { field: 'content', text: 'ok' }));
      response.end(sse('done', { content: 'ok', generationId: 1 }));
    };
    const deltas: string[] = [];
    const result = await streamGeneration(`${baseUrl}/x`, {}, { onDelta: (d) => deltas.push(d.text) });
    expect(deltas).toEqual(['ok']);
    expect(result).toEqual({ content: 'ok', generationId: 1 });
  });

  it('resolves to the body of a plain JSON answer', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ content: 'whole', generationId: 2 }));
    };
    await expect(streamGeneration(`${baseUrl}/x`, {})).resolves.toEqual({
      content: 'whole',
      generationId: 2,
    });
  });

  it('stops reading and closes the request when the signal aborts mid-stream', async () => {
    handler = async (_request, response) => {
      openStream(response);
      response.write(sse('start', { generationId: 9, provider: 'offline' }));
      for (let i = 0; i < 200 && !response.destroyed; i++) {
        response.write(sse('delta', { field: 'content', text: `word${i} ` }));
        await sleep(5);
      }
      response.end(sse('done', { content: 'never', generationId: 9 }));
    };
    const controller = new AbortController();
    let deltas = 0;
    const closedBefore = closed.length;
    const error = await streamGeneration(
      `${baseUrl}/x`,
      {},
      {
        signal: controller.signal,
        onDelta: () => {
          deltas += 1;
          if (deltas === 3) controller.abort();
        },
      },
    ).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(deltas).toBeLessThan(10);
    // The server sees the connection close instead of streaming the remaining words.
    await closed[closedBefore];
  });

  it('rejects at once with an AbortError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await streamGeneration(`${baseUrl}/x`, {}, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
  });
});
