import { useQueryClient } from '@tanstack/react-query';
import { applyMessageFrame } from '../lib/messages';
import { applyNotificationFrame } from '../lib/notifications';
import { useUserFrames } from '../lib/use-live-socket';

/**
 * Mounted once while signed in: keeps the live socket open and applies direct-message and
 * notification frames to the cached queries, on every screen (issue "People" §3/§4).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useUserFrames((frame) => {
    applyMessageFrame(queryClient, frame);
    applyNotificationFrame(queryClient, frame);
  });
  return null;
}
