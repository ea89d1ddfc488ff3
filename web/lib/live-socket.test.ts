import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../contract/ws';
import { WS_CLOSE_SESSION_ENDED } from '../../contract/ws-codes';
import {
  backoffDelay,
  type FrameParser,
  LiveSocket,
  type LiveSocketOptions,
  liveSocketUrl,
  type SocketLike,
} from './live-socket';
import { parseServerFrame } from './server-frame';

/** A WebSocket stand-in the test opens, closes and speaks through by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  isClosed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.isClosed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

let sockets: FakeSocket[] = [];
const latest = () => sockets[sockets.length - 1]!;

function makeClient(random = () => 0.5, options: Partial<LiveSocketOptions> = {}) {
  return new LiveSocket({
    loadParser: () => parseServerFrame,
    url: () => 'ws://test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    backoff: { baseMs: 500, capMs: 8000 },
    idleCloseMs: 1000,
    ...options,
  });
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles per attempt up to the cap, half fixed and half random', () => {
    const none = () => 0;
    const all = () => 1;
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, none))).toEqual([250, 500, 1000, 2000, 4000, 8000]);
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, all))).toEqual([500, 1000, 2000, 4000, 8000, 16000]);
    expect(backoffDelay(6, all)).toBe(30_000);
    expect(backoffDelay(1000, none)).toBe(15_000);
  });

  it('never exceeds the cap nor goes below half a step, whatever the random draw', () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      for (const r of [0, 0.1, 0.37, 0.99, 1]) {
        const delay = backoffDelay(attempt, () => r, { baseMs: 100, capMs: 5000 });
        const step = Math.min(5000, 100 * 2 ** attempt);
        expect(delay).toBeGreaterThanOrEqual(step / 2);
        expect(delay).toBeLessThanOrEqual(5000);
      }
    }
  });
});

describe('parseServerFrame', () => {
  it('reads the frames of contract/ws.ts', () => {
    expect(parseServerFrame(JSON.stringify({ type: 'joined', storyId: 1, chapterId: 2 }))).toEqual({
      type: 'joined',
      storyId: 1,
      chapterId: 2,
    });
    const votes = { type: 'votes_changed', chapterId: 2, proposals: [{ id: 9, voteCount: 3 }] };
    expect(parseServerFrame(JSON.stringify(votes))).toEqual(votes);
  });

  it('ignores what is not JSON, not a string or not a known frame', () => {
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: 'mystery' }))).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: 'new_message', message: { id: 'x' } }))).toBeNull();
    expect(parseServerFrame('null')).toBeNull();
  });
});

describe('liveSocketUrl', () => {
  it('uses wss on https pages and ws otherwise', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'storyloom.app' })).toBe('wss://storyloom.app/ws');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:5199' })).toBe('ws://localhost:5199/ws');
  });
});

describe('LiveSocket', () => {
  const room = { storyId: 1, chapterId: 10 };

  it('connects when a room is held and joins it once open', () => {
    const client = makeClient();
    expect(client.state).toBe('idle');
    client.holdRoom(room);
    expect(client.state).toBe('connecting');
    expect(sockets).toHaveLength(1);
    latest().open();
    expect(client.state).toBe('open');
    expect(latest().sent).toEqual([{ type: 'join_chapter', storyId: 1, chapterId: 10 }]);
  });

  it('reconnects with growing delays and re-joins the room after a drop', () => {
    const client = makeClient(() => 0);
    client.holdRoom(room);
    latest().open();
    latest().drop();
    expect(client.state).toBe('reconnecting');
    vi.advanceTimersByTime(249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop(); // refused again: the next wait is twice as long
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(client.state).toBe('open');
    expect(latest().sent).toEqual([{ type: 'join_chapter', storyId: 1, chapterId: 10 }]);
    latest().drop(); // a successful open resets the backoff
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(4);
  });

  it('keeps one room joined: the latest held, falling back to the earlier one on release', () => {
    const client = makeClient();
    const releaseFirst = client.holdRoom(room);
    latest().open();
    const releaseSecond = client.holdRoom({ storyId: 1, chapterId: 11 });
    releaseSecond();
    releaseFirst();
    expect(latest().sent).toEqual([
      { type: 'join_chapter', storyId: 1, chapterId: 10 },
      { type: 'leave_chapter', storyId: 1, chapterId: 10 },
      { type: 'join_chapter', storyId: 1, chapterId: 11 },
      { type: 'leave_chapter', storyId: 1, chapterId: 11 },
      { type: 'join_chapter', storyId: 1, chapterId: 10 },
      { type: 'leave_chapter', storyId: 1, chapterId: 10 },
    ]);
  });

  it('counts holders of the same room and leaves it with the last one', () => {
    const client = makeClient();
    const a = client.holdRoom(room);
    const b = client.holdRoom(room);
    latest().open();
    a();
    a(); // releasing twice counts once
    expect(latest().sent).toHaveLength(1);
    b();
    expect(latest().sent.at(-1)).toEqual({ type: 'leave_chapter', storyId: 1, chapterId: 10 });
  });

  it('closes the socket a while after the last room is released, and stops retrying', () => {
    const client = makeClient();
    const release = client.holdRoom(room);
    latest().open();
    release();
    vi.advanceTimersByTime(999);
    expect(latest().isClosed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest().isClosed).toBe(true);
    expect(client.state).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect after a drop when no room is held', () => {
    const client = makeClient();
    const release = client.holdRoom(room);
    latest().open();
    release();
    latest().drop();
    expect(client.state).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect a socket whose session ended, until a screen holds it anew', () => {
    const client = makeClient();
    client.holdConnection();
    latest().open();
    latest().drop(WS_CLOSE_SESSION_ENDED); // signed out elsewhere, or the account deleted
    expect(client.state).toBe('idle');
    client.retryNow(); // the browser coming back online does not revive it either
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    client.holdConnection(); // signed in again
    expect(sockets).toHaveLength(2);
  });

  it('hands parsed frames to listeners and ignores the rest', () => {
    const client = makeClient();
    const frames: ServerFrame[] = [];
    client.subscribeFrames((frame) => frames.push(frame));
    client.holdRoom(room);
    latest().open();
    latest().receive('garbage');
    latest().receive({ type: 'message_deleted', chapterId: 10, messageId: 5 });
    latest().receive({ type: 'unknown' });
    expect(frames).toEqual([{ type: 'message_deleted', chapterId: 10, messageId: 5 }]);
  });

  it('loads the parser with the first frame and delivers what came meanwhile in order', async () => {
    let resolve: (parse: FrameParser) => void = () => {};
    const loadParser = vi.fn(() => new Promise<FrameParser>((r) => (resolve = r)));
    const client = makeClient(() => 0.5, { loadParser });
    const frames: ServerFrame[] = [];
    client.subscribeFrames((frame) => frames.push(frame));
    client.holdConnection();
    latest().open();
    expect(loadParser).not.toHaveBeenCalled(); // holding the connection alone loads nothing
    latest().receive({ type: 'message_deleted', chapterId: 10, messageId: 5 });
    latest().receive('garbage');
    latest().receive({ type: 'message_deleted', chapterId: 10, messageId: 6 });
    expect(loadParser).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
    resolve(parseServerFrame);
    await Promise.resolve();
    expect(frames.map((f) => f.type === 'message_deleted' && f.messageId)).toEqual([5, 6]);
    latest().receive({ type: 'message_deleted', chapterId: 10, messageId: 7 });
    expect(frames).toHaveLength(3); // parsed at once from now on
  });

  it('drops frames of a socket closed before the parser arrived', async () => {
    let resolve: (parse: FrameParser) => void = () => {};
    const client = makeClient(() => 0.5, {
      loadParser: () => new Promise<FrameParser>((r) => (resolve = r)),
    });
    const frames: ServerFrame[] = [];
    client.subscribeFrames((frame) => frames.push(frame));
    client.holdRoom(room); // a room asks for the parser at once
    latest().open();
    latest().receive({ type: 'joined', ...room });
    latest().drop();
    resolve(parseServerFrame);
    await Promise.resolve();
    expect(frames).toEqual([]);
  });

  it('delivers the session_ended frame of a socket closed for it before the parser arrived', async () => {
    let resolve: (parse: FrameParser) => void = () => {};
    const client = makeClient(() => 0.5, {
      loadParser: () => new Promise<FrameParser>((r) => (resolve = r)),
    });
    const frames: ServerFrame[] = [];
    client.subscribeFrames((frame) => frames.push(frame));
    client.holdRoom(room);
    latest().open();
    const ended = {
      type: 'session_ended',
      reason: 'SIGNED_OUT',
      message: 'You were signed out. Sign in again to rejoin the discussion.',
    } as const;
    latest().receive(ended);
    latest().drop(WS_CLOSE_SESSION_ENDED);
    resolve(parseServerFrame);
    await Promise.resolve();
    expect(frames).toEqual([ended]);
    expect(sockets).toHaveLength(1); // and no new socket with the ended session
  });

  it('retries at once when told the network is back', () => {
    const client = makeClient(() => 1);
    client.holdRoom(room);
    latest().drop();
    expect(sockets).toHaveLength(1);
    client.retryNow();
    expect(sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
  });

  it('makes no attempt while the browser is offline, and connects once it is back', () => {
    let isOnline = true;
    const client = makeClient(() => 1, { isOnline: () => isOnline });
    client.holdConnection();
    isOnline = false;
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1); // no attempt during a minute offline
    expect(client.state).toBe('reconnecting');
    isOnline = true;
    client.retryNow(); // the `online` event
    expect(sockets).toHaveLength(2);
  });

  it('notifies state listeners on each change', () => {
    const client = makeClient();
    const states: string[] = [];
    client.subscribeState(() => states.push(client.state));
    client.holdRoom(room);
    latest().open();
    latest().drop();
    expect(states).toEqual(['connecting', 'open', 'reconnecting']);
  });
});

describe('holdConnection (direct messages and notifications, docs/reference/people.md)', () => {
  it('connects without a room, reconnects after a drop, and closes when released', () => {
    const client = makeClient();
    const frames: ServerFrame[] = [];
    client.subscribeFrames((frame) => frames.push(frame));
    const release = client.holdConnection();
    expect(sockets).toHaveLength(1);
    latest().open();
    expect(latest().sent).toEqual([]); // no room joined
    const notification = {
      type: 'notification',
      notification: {
        id: 1,
        type: 'tip',
        title: 'New tip',
        body: '',
        link: null,
        isRead: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    };
    latest().receive(notification);
    expect(frames).toEqual([notification]);

    latest().drop();
    expect(client.state).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    latest().open();

    // A room held and released meanwhile does not close the held connection.
    const leave = client.holdRoom({ storyId: 1, chapterId: 2 });
    leave();
    vi.advanceTimersByTime(5000);
    expect(latest().isClosed).toBe(false);

    release();
    vi.advanceTimersByTime(1000);
    expect(latest().isClosed).toBe(true);
    expect(client.state).toBe('idle');
  });
});
