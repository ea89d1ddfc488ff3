import type { WebSocket } from 'ws';

/** At most this many chapters per socket: a reader follows one or a few chapters at a time. */
export const MAX_ROOMS_PER_SOCKET = 5;

/**
 * One connected socket of a signed-in user, the session it was opened with (its stored id, the
 * token's SHA-256: the socket closes when that session ends, ADR 0012), and the chapters whose rooms
 * it is in.
 */
export interface ChatClient {
  socket: WebSocket;
  userId: number;
  sessionId: string;
  /** Chapter id -> its story's id, for each room the socket is in. */
  rooms: Map<number, number>;
}

/**
 * This instance's sockets by chapter (docs/ARCHITECTURE.md#chat-fan-out: each instance keeps the sockets
 * of its own clients in per-chapter rooms; other instances reach them through the pub/sub).
 */
export class Rooms {
  readonly #byChapter = new Map<number, Set<ChatClient>>();

  /** Puts `client` in the chapter's room; false (and nothing changes) past MAX_ROOMS_PER_SOCKET. */
  join(client: ChatClient, room: { storyId: number; chapterId: number }): boolean {
    const { storyId, chapterId } = room;
    if (!client.rooms.has(chapterId) && client.rooms.size >= MAX_ROOMS_PER_SOCKET) return false;
    client.rooms.set(chapterId, storyId);
    let members = this.#byChapter.get(chapterId);
    if (!members) {
      members = new Set();
      this.#byChapter.set(chapterId, members);
    }
    members.add(client);
    return true;
  }

  /** Takes `client` out of the chapter's room (nothing when it was not in). */
  leave(client: ChatClient, chapterId: number): void {
    client.rooms.delete(chapterId);
    const members = this.#byChapter.get(chapterId);
    if (!members) return;
    members.delete(client);
    if (members.size === 0) this.#byChapter.delete(chapterId);
  }

  /** Takes `client` out of every room (its socket closed). */
  leaveAll(client: ChatClient): void {
    for (const chapterId of [...client.rooms.keys()]) this.leave(client, chapterId);
  }

  /** The clients in the chapter's room on this instance. */
  members(chapterId: number): ChatClient[] {
    return [...(this.#byChapter.get(chapterId) ?? [])];
  }
}
