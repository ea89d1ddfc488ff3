import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerFrame } from '../../contract/ws';
import { type ChapterRoom, type ConnectionState, getLiveSocket } from './live-socket';

/** The shared socket's connection state, re-rendering on every change. */
export function useConnectionState(): ConnectionState {
  const socket = getLiveSocket();
  return useSyncExternalStore(
    (onChange) => socket.subscribeState(onChange),
    () => socket.state,
    () => 'idle' as const,
  );
}

/**
 * Holds `room` on the shared socket while the component is mounted and `room` is not null
 * (docs/reference/community.md#live-socket: joined on opening, left on closing), and calls `onFrame` with
 * every server frame meanwhile. `onFrame` may change between renders without re-joining.
 */
export function useChapterRoom(room: ChapterRoom | null, onFrame: (frame: ServerFrame) => void): void {
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const storyId = room?.storyId ?? 0;
  const chapterId = room?.chapterId ?? 0;
  useEffect(() => {
    if (!storyId || !chapterId) return;
    const socket = getLiveSocket();
    const unsubscribe = socket.subscribeFrames((frame) => handler.current(frame));
    const release = socket.holdRoom({ storyId, chapterId });
    return () => {
      release();
      unsubscribe();
    };
  }, [storyId, chapterId]);
}

/**
 * Calls `onReconnect` each time the socket opens again after having been down (not on the first
 * open), so screens can refetch what they may have missed.
 */
export function useOnReconnect(state: ConnectionState, onReconnect: () => void): void {
  const previous = useRef(state);
  const hasBeenDown = useRef(false);
  const callback = useRef(onReconnect);
  callback.current = onReconnect;
  useEffect(() => {
    if (previous.current === 'open' && state !== 'open') hasBeenDown.current = true;
    if (state === 'open' && previous.current !== 'open' && hasBeenDown.current) callback.current();
    previous.current = state;
  }, [state]);
}

/**
 * Keeps the shared socket connected while mounted (no room) and calls `onFrame` with every server
 * frame: direct messages and notifications reach the user on any screen (docs/reference/people.md#messages,
 * docs/reference/people.md#notifications).
 */
export function useUserFrames(onFrame: (frame: ServerFrame) => void): void {
  const handler = useRef(onFrame);
  handler.current = onFrame;
  useEffect(() => {
    const socket = getLiveSocket();
    const unsubscribe = socket.subscribeFrames((frame) => handler.current(frame));
    const release = socket.holdConnection();
    return () => {
      release();
      unsubscribe();
    };
  }, []);
}
