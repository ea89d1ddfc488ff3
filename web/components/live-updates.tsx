import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applySessionEndedFrame } from '../lib/chat';
import { getLiveSocket } from '../lib/live-socket';
import { applyMessageFrame, messageKeys } from '../lib/messages';
import { applyNotificationFrame, notificationKeys } from '../lib/notifications';
import { useUserFrames } from '../lib/use-live-socket';

/**
 * Mounted once while signed in: keeps the live socket open and applies direct-message and
 * notification frames to the cached queries, on every screen (docs/reference/people.md#messages,
 * docs/reference/people.md#notifications). Each time the socket opens (the first time, and after a reconnect)
 * the counts and lists are fetched again: what happened while no socket was listening (between the page's
 * first fetch and the connection, or during an outage) arrives no other way.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useUserFrames((frame) => {
    applyMessageFrame(queryClient, frame);
    applyNotificationFrame(queryClient, frame);
    applySessionEndedFrame(queryClient, frame);
  });
  useEffect(() => {
    const socket = getLiveSocket();
    let wasOpen = socket.state === 'open';
    return socket.subscribeState(() => {
      const isOpen = socket.state === 'open';
      if (isOpen && !wasOpen) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      }
      wasOpen = isOpen;
    });
  }, [queryClient]);
  return null;
}
