import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake endpoint answers one chat-completion request. `stream-then-hang` sends the headers and
 * its chunks, then nothing, never ending (only the client's timeout or abort ends it). Stream `pause`
 * holds the stream after `afterChunks` chunks until `until` settles, so a test can observe the middle
 * of a stream without racing the clock.
 */
export type FakeReply = (
  | { kind: 'json'; content: string; finishReason?: string }
  | { kind: 'stream'; chunks: string[]; delayMs?: number; finishReason?: string; pause?: FakePause }
  | { kind: 'stream-then-drop'; chunks: string[]; delayMs?: number; pause?: FakePause }
  | { kind: 'stream-then-hang'; chunks: string[] }
  | { kind: 'error'; status: number; body?: unknown }
  | { kind: 'hang' }
) &
  FakeReplyOptions;

/** Options of any reply: hold it until `waitFor` settles; report `usage` (default 120 + 80 tokens). */
export interface FakeReplyOptions {
  waitFor?: Promise<unknown>;
  usage?: { promptTokens: number; completionTokens: number };
}

/** Holds a stream after `afterChunks` chunks until `until` settles. */
export interface FakePause {
  afterChunks: number;
  until: Promise<unknown>;
}

/**
 * One request the fake received: its parsed JSON body, its Authorization header, and `closed`, which
 * resolves to the time (ms epoch) its connection closed: when the answer ended, or when the client
 * (our server, aborting the provider call) hung up first.
 */
export interface FakeRequest {
  closed: Promise<number>;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    seed?: number;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  };
  authorization?: string;
}

/**
 * A local HTTP server that speaks the OpenAI chat-completions protocol (POST /v1/chat/completions, JSON
 * or `stream: true` server-sent events ending in `data: [DONE]`), so tests run the real AI SDK provider
 * unchanged against it. `reply` decides each answer; `requests` records what arrived; `lastChunkSentAt`
 * is when the final stream chunk was written (ms epoch).
 */
export class FakeOpenAi {
  readonly requests: FakeRequest[] = [];
  reply: (request: FakeRequest) => FakeReply = () => ({ kind: 'json', content: '{}' });
  lastChunkSentAt = 0;
  private server: Server | undefined;
  private readonly open = new Set<ServerResponse>();

  /** Starts listening on 127.0.0.1 (`port`, or a free one); resolves to the base URL ending in /v1. */
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    // Idle keep-alive connections would otherwise hold close() for the client's keep-alive time.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: [{ id: 'fake', object: 'model', owned_by: 'storyloom-tests' }],
        }),
      );
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const request: FakeRequest = {
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      authorization: req.headers.authorization,
      closed: new Promise((resolve) => res.once('close', () => resolve(Date.now()))),
    };
    this.requests.push(request);
    // Tracked until closed, so stop() can end a reply still held, hanging or streaming.
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    const reply = this.reply(request);
    const model = request.body.model;
    const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model };
    const { promptTokens, completionTokens } = reply.usage ?? { promptTokens: 120, completionTokens: 80 };
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    if (reply.waitFor) {
      await reply.waitFor;
      if (res.destroyed) return; // the client gave up while the reply was held
    }
    switch (reply.kind) {
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content },
                finish_reason: reply.finishReason ?? 'stop',
              },
            ],
            usage,
          }),
        );
        return;
      case 'error':
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(reply.body ?? { error: { message: 'fake failure', type: 'server_error' } }));
        return;
      case 'hang':
        return;
      case 'stream':
      case 'stream-then-drop':
      case 'stream-then-hang': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
        for (const [index, text] of reply.chunks.entries()) {
          if (res.destroyed) return;
          send({
            ...base,
            object: 'chat.completion.chunk',
            choices: [
              {
                index: 0,
                delta: index === 0 ? { role: 'assistant', content: text } : { content: text },
                finish_reason: null,
              },
            ],
          });
          if (reply.kind === 'stream-then-hang') continue;
          if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
          if (reply.pause?.afterChunks === index + 1) await reply.pause.until;
        }
        if (reply.kind === 'stream-then-hang') return;
        if (reply.kind === 'stream-then-drop') {
          res.destroy();
          return;
        }
        this.lastChunkSentAt = Date.now();
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }],
        });
        send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
        res.end('data: [DONE]\n\n');
      }
    }
  }
}

/**
 * A promise and the function that resolves it: a reply's `waitFor` or a stream's `pause.until` that
 * the test opens when it has seen what it needs (instead of waiting a guessed number of ms).
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Splits `text` into pieces of `size` characters (a JSON answer streamed the way models do). */
export function chunk(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

/** Parses a server-sent-events body into `{event, data}` pairs (data JSON-parsed). */
export function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}
