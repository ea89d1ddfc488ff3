import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the client asked for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** An open server-sent-events response: `send` writes one event, `close` ends the response. */
export interface EventStream {
  send(event: string, data: unknown): void;
  close(): void;
}

/**
 * Starts a `text/event-stream` response (WHATWG HTML "Server-sent events"): 200, no caching, no proxy
 * buffering. Each event is `event: NAME` and one `data:` line of JSON.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
  return {
    send(event, data) {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      body.end();
    },
  };
}

/**
 * An AbortSignal that fires when the client closes the connection before the response finished, so a
 * provider call nobody will read is stopped.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  return controller.signal;
}
