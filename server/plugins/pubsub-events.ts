import type { ServerFrame } from '../../contract/ws.js';

/** Something that happened in a chapter's room: the frame every socket in the room receives. */
export interface ChapterEvent {
  chapterId: number;
  frame: ServerFrame;
  /**
   * For a `new_message`: the users who have blocked its sender, read with the insert, so no instance
   * queries them again at delivery. Absent when not known (or too many to carry): delivery looks them up.
   */
  hiddenFrom?: number[];
}

/**
 * Something addressed to people rather than a room (docs/reference/people.md#messages,
 * docs/reference/people.md#notifications: a direct message, a notification): each delivery's frame goes to
 * every socket of that user, on every instance.
 */
export interface UserEvent {
  deliveries: { userId: number; frame: ServerFrame }[];
}

/** Every event the pub/sub carries: a chapter room's, or one addressed to users. */
export type PubSubEvent = ChapterEvent | UserEvent;

/** Whether `event` is addressed to users (else it is a chapter room's). */
export function isUserEvent(event: PubSubEvent): event is UserEvent {
  return 'deliveries' in event;
}

/**
 * Fan-out between instances (docs/ARCHITECTURE.md#chat-fan-out): a change is committed first, then
 * published; every instance's subscribers receive it, including the publisher's own.
 */
export interface PubSub {
  /** Publishes `event` to every instance. Resolves once it is handed to the transport. */
  publish(event: PubSubEvent): Promise<void>;
  /**
   * Calls `listener` for every chapter event published by any instance; returns the unsubscribe
   * function.
   */
  subscribe(listener: (event: ChapterEvent) => void): () => void;
  /** Calls `listener` for every user-addressed event published by any instance; returns the unsubscribe function. */
  subscribeUsers(listener: (event: UserEvent) => void): () => void;
}

/** The emitter event name each kind travels under inside one process: 'event' (chapters) or 'user'. */
export function eventName(event: PubSubEvent): 'event' | 'user' {
  return isUserEvent(event) ? 'user' : 'event';
}
