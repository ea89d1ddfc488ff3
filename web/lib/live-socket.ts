import type { ClientFrame, ServerFrame } from '../../contract/ws';
import { WS_CLOSE_SESSION_ENDED } from '../../contract/ws-codes';
import { type BackoffOptions, backoffDelay as exponentialBackoff } from './backoff';

/** `connecting` (first attempt), `open`, `reconnecting` (waiting to retry) or `idle` (no room wanted). */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** A chapter's room on the socket (contract/ws.ts). */
export interface ChapterRoom {
  storyId: number;
  chapterId: number;
}

export type { BackoffOptions };

/** The socket's reconnect backoff: 0.5 s doubling up to 30 s (web/lib/backoff.ts). */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 30_000 };

/** The wait before reconnect attempt `attempt`, in ms (`backoffDelay` of web/lib/backoff.ts). */
export function backoffDelay(attempt: number, random: () => number, options = DEFAULT_BACKOFF): number {
  return exponentialBackoff(attempt, random, options);
}

/** Reads a socket message's data as a server frame, or null (web/lib/server-frame.ts). */
export type FrameParser = (data: unknown) => ServerFrame | null;

/**
 * The frame parser (zod, contract/ws.ts), imported with the first frame or the first room held rather
 * than with the app: screens that only hold the connection load no zod until something arrives
 * (docs/reference/performance.md#bundle).
 */
const importFrameParser = (): Promise<FrameParser> =>
  import('./server-frame').then((m) => m.parseServerFrame);

/** The part of the browser's WebSocket this client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface LiveSocketOptions {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  random?: () => number;
  backoff?: BackoffOptions;
  /** Close the socket this long after the last room was left, ms. */
  idleCloseMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Loads the frame parser; by default it is imported on first need (tests pass one at once). */
  loadParser?: () => Promise<FrameParser> | FrameParser;
  /**
   * Whether the browser has a network (`navigator.onLine` in the app): while it has none no attempt is
   * made, and `retryNow` (called on the `online` event) connects again. Always true by default.
   */
  isOnline?: () => boolean;
}

const OPEN = 1;
const roomKey = (room: ChapterRoom) => `${room.storyId}:${room.chapterId}`;

/**
 * One WebSocket to /ws shared by every screen. It connects while some screen holds a room, reconnects
 * after a drop with capped exponential backoff and jitter, and re-joins the current room after each
 * reconnect; while the browser is offline it makes no attempt and waits for the network. The server
 * keeps one room per client (contract/ws.ts), so of the rooms held the latest is joined; releasing it
 * falls back to the one held before. Frames that do not parse are ignored; frames
 * that arrive while the parser loads are delivered in order once it is here.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private currentState: ConnectionState = 'idle';
  private attempt = 0;
  private retryTimer: unknown = null;
  private idleTimer: unknown = null;
  /** Rooms held, oldest first, with how many holders each has. */
  private held: { room: ChapterRoom; holders: number }[] = [];
  /** Holders of the connection itself, with no room (direct messages and notifications). */
  private connectionHolders = 0;
  /** The room the server has been asked to join on the open socket. */
  private joined: ChapterRoom | null = null;
  /**
   * The server closed the socket because its session ended (`session_ended`, WS_CLOSE_SESSION_ENDED):
   * no reconnecting with it until a screen holds the socket anew (e.g. after signing in again).
   */
  private isSessionEnded = false;
  /**
   * The socket the server closed because its session ended, while frames of it waited for the parser:
   * they are still delivered, since the last of them (`session_ended`) says why it closed.
   */
  private sessionEndedSocket: SocketLike | null = null;
  private readonly frameListeners = new Set<(frame: ServerFrame) => void>();
  private parseFrame: FrameParser | null = null;
  private isParserLoading = false;
  /** Messages received before the parser was here, with the socket they came on. */
  private unparsed: { socket: SocketLike; data: unknown }[] = [];
  private readonly stateListeners = new Set<() => void>();
  private readonly options: Required<LiveSocketOptions>;

  constructor(options: LiveSocketOptions) {
    this.options = {
      random: Math.random,
      backoff: DEFAULT_BACKOFF,
      idleCloseMs: 15_000,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      loadParser: importFrameParser,
      isOnline: () => true,
      ...options,
    };
  }

  /** The connection state now. */
  get state(): ConnectionState {
    return this.currentState;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribeState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Calls `listener` with every server frame that parses; returns the unsubscribe function. */
  subscribeFrames(listener: (frame: ServerFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Holds `room` (connecting when needed) and returns the release function; the room is left when its
   * last holder releases it.
   */
  holdRoom(room: ChapterRoom): () => void {
    const key = roomKey(room);
    const existing = this.held.find((h) => roomKey(h.room) === key);
    if (existing) {
      existing.holders += 1;
      this.held = [...this.held.filter((h) => h !== existing), existing];
    } else {
      this.held.push({ room, holders: 1 });
    }
    this.cancelIdleClose();
    this.ensureParser(); // a room's first frame ("joined") comes at once
    this.isSessionEnded = false;
    this.ensureConnected();
    this.syncRoom();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const entry = this.held.find((h) => roomKey(h.room) === key);
      if (!entry) return;
      entry.holders -= 1;
      if (entry.holders <= 0) this.held = this.held.filter((h) => h !== entry);
      this.syncRoom();
      if (!this.isWanted) this.scheduleIdleClose();
    };
  }

  /**
   * Keeps the socket connected without a room (docs/reference/people.md: direct messages and notifications
   * are addressed to the user, not a room) and returns the release function.
   */
  holdConnection(): () => void {
    this.connectionHolders += 1;
    this.cancelIdleClose();
    this.isSessionEnded = false;
    this.ensureConnected();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.connectionHolders -= 1;
      if (!this.isWanted) this.scheduleIdleClose();
    };
  }

  /** Whether some screen wants the socket: a room held, or the connection itself. */
  private get isWanted(): boolean {
    return this.held.length > 0 || this.connectionHolders > 0;
  }

  /** Retries now (e.g. the browser came back online), forgetting the backoff so far. */
  retryNow(): void {
    if (!this.isWanted || this.socket || this.isSessionEnded) return;
    this.clearRetry();
    this.attempt = 0;
    this.connect();
  }

  /** Closes the socket and stops reconnecting. */
  close(): void {
    this.clearRetry();
    this.cancelIdleClose();
    this.held = [];
    this.connectionHolders = 0;
    this.dropSocket();
    this.setState('idle');
  }

  private get wantedRoom(): ChapterRoom | null {
    return this.held[this.held.length - 1]?.room ?? null;
  }

  private ensureConnected(): void {
    if (this.socket || this.retryTimer !== null) return;
    this.connect();
  }

  private connect(): void {
    if (!this.options.isOnline()) {
      // No network: an attempt would fail at once, again and again; `retryNow` comes with `online`.
      this.setState('reconnecting');
      return;
    }
    this.setState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.joined = null;
      this.setState('open');
      this.syncRoom();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      if (this.parseFrame) {
        this.deliver(this.parseFrame, event.data);
        return;
      }
      this.unparsed.push({ socket, data: event.data });
      this.ensureParser();
    };
    socket.onerror = () => {
      // A close event always follows; reconnecting happens there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.joined = null;
      // Signed out (here or elsewhere) or the account deleted: the server would refuse a new socket.
      this.isSessionEnded = (event as { code?: number } | null)?.code === WS_CLOSE_SESSION_ENDED;
      if (this.isSessionEnded) this.sessionEndedSocket = socket;
      if (this.isWanted && !this.isSessionEnded) this.scheduleRetry();
      else this.setState('idle');
    };
  }

  private deliver(parse: FrameParser, data: unknown): void {
    const frame = parse(data);
    if (frame?.type === 'left_chapter' && this.joined?.chapterId === frame.chapterId) {
      this.joined = null; // the server took us out (access lost): a later hold of it joins again
    }
    if (frame) for (const listener of [...this.frameListeners]) listener(frame);
  }

  /**
   * Loads the parser once, then delivers what came meanwhile on the current socket, or on the socket the
   * server closed because its session ended (its `session_ended` frame must reach the app however slowly
   * the parser loads). Frames of a socket dropped otherwise are stale and dropped. Should loading fail
   * (offline before the chunk was cached), those frames are dropped and the next one tries again.
   */
  private ensureParser(): void {
    if (this.parseFrame || this.isParserLoading) return;
    this.isParserLoading = true;
    const use = (parse: FrameParser) => {
      this.parseFrame = parse;
      this.isParserLoading = false;
      const waiting = this.unparsed;
      this.unparsed = [];
      const ended = this.sessionEndedSocket;
      this.sessionEndedSocket = null;
      for (const { socket, data } of waiting) {
        if (socket === this.socket || socket === ended) this.deliver(parse, data);
      }
    };
    const loaded = this.options.loadParser();
    if (typeof loaded === 'function') {
      use(loaded);
      return;
    }
    loaded.then(use, (error: unknown) => {
      console.error(error);
      this.isParserLoading = false;
      this.unparsed = [];
      this.sessionEndedSocket = null;
    });
  }

  private scheduleRetry(): void {
    this.setState('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.random, this.options.backoff);
    this.attempt += 1;
    this.retryTimer = this.options.setTimer(() => {
      this.retryTimer = null;
      if (this.isWanted) this.connect();
      else this.setState('idle');
    }, delay);
  }

  /** Sends leave/join so that the server's room is the latest one held. */
  private syncRoom(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const wanted = this.wantedRoom;
    if (this.joined && wanted && roomKey(this.joined) === roomKey(wanted)) return;
    if (this.joined) this.send(socket, { type: 'leave_chapter', ...this.joined });
    this.joined = wanted;
    if (wanted) this.send(socket, { type: 'join_chapter', ...wanted });
  }

  private send(socket: SocketLike, frame: ClientFrame): void {
    socket.send(JSON.stringify(frame));
  }

  private scheduleIdleClose(): void {
    this.cancelIdleClose();
    this.idleTimer = this.options.setTimer(() => {
      this.idleTimer = null;
      if (this.isWanted) return;
      this.clearRetry();
      this.dropSocket();
      this.setState('idle');
    }, this.options.idleCloseMs);
  }

  private cancelIdleClose(): void {
    if (this.idleTimer === null) return;
    this.options.clearTimer(this.idleTimer);
    this.idleTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer === null) return;
    this.options.clearTimer(this.retryTimer);
    this.retryTimer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.joined = null;
    this.attempt = 0;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    socket.close(1000, 'done');
  }

  private setState(state: ConnectionState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}

let shared: LiveSocket | null = null;

/** The URL of the app's socket: /ws on this origin, `wss:` when the page is served over https. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** The app's one LiveSocket (browser only), created on first use. */
export function getLiveSocket(): LiveSocket {
  if (!shared) {
    const socket = new LiveSocket({
      url: () => liveSocketUrl(window.location),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      isOnline: () => navigator.onLine,
    });
    window.addEventListener('online', () => socket.retryNow());
    shared = socket;
  }
  return shared;
}
