import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServerFrame } from '../../contract/ws';
import { api } from './api';

/** Query keys of in-app notifications (docs/reference/people.md#notifications). */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: ['/api/notifications'] as const,
  unread: ['/api/notifications', 'unread-count'] as const,
};

/** GET /api/notifications: the newest page. @throws ApiError 401 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: () => api.GET('/api/notifications'),
  });
}

/** GET /api/notifications/unread-count: the bell's badge; refreshed every minute as a fallback. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => api.GET('/api/notifications/unread-count'),
    select: (data) => data.count,
    refetchInterval: 60_000,
  });
}

/** POST /api/notifications/read: the given ids, or all when none are given. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.POST('/api/notifications/read', { body: ids ? { ids } : {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Applies a socket frame: a new notification refetches the list and the badge. */
export function applyNotificationFrame(queryClient: QueryClient, frame: ServerFrame): void {
  if (frame.type === 'notification') void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
