import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api';
import { createAttemptKeys } from './idempotency';
import { sendTipMutation, type TipVariables } from './payments';

/*
 * A tip sent twice by one click is one tip (ADR 0024): the web app sends one Idempotency-Key per
 * click, and re-sends that same key when it retries after no answer. fetch is faked at the network
 * edge; the mutation runs in TanStack Query as in the app.
 */

const sent: { key: string | null; body: unknown }[] = [];

/** The network: the first `failFirst` requests get no answer, the others a completed tip. */
function fakeNetwork(failFirst: number) {
  let calls = 0;
  return async (request: Request) => {
    sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
    if (calls++ < failFirst) throw new TypeError('fetch failed'); // no answer: offline, dropped
    return new Response(JSON.stringify({ status: 'completed', clientSecret: null }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

afterEach(() => {
  sent.length = 0;
});

function tipper(network: (request: Request) => Promise<Response>) {
  const queryClient = new QueryClient();
  const client = createApiClient({ baseUrl: 'http://storyloom.test', fetch: network });
  const observer = new MutationObserver(queryClient, {
    ...sendTipMutation(queryClient, client),
    retryDelay: 0,
  });
  const keys = createAttemptKeys();
  /** One click on "Send tip", as the paywall makes it: the key settles once answered. */
  const click = async (body: TipVariables['body']) => {
    const answer = await observer.mutate({ body, key: keys.keyFor(body) });
    keys.settle();
    return answer;
  };
  return { click };
}

describe('tip clicks and their Idempotency-Keys', () => {
  it('retries a click that got no answer with the same key', async () => {
    const { click } = tipper(fakeNetwork(2));
    const body = { authorId: 7, amountCents: 500, message: '', storyId: null };
    expect(await click(body)).toEqual({ status: 'completed', clientSecret: null });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a new key for a new click, even of the same amount', async () => {
    const { click } = tipper(fakeNetwork(0));
    const body = { authorId: 7, amountCents: 500, message: '', storyId: null };
    await click(body);
    await click(body);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });
});
