import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import type { Notification } from '../../../contract/notifications';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/ui/states';
import { formatDateTime } from '../../lib/dates';
import { useMarkNotificationsRead, useNotifications } from '../../lib/notifications';

/** One notification, linking to the thing it is about; opening it marks it read. */
function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const content = (
    <span className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.isRead ? 'bg-transparent' : 'bg-accent'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-white">
          {item.title}
          {item.isRead ? null : <span className="sr-only"> (unread)</span>}
        </span>
        {item.body ? <span className="block text-sm text-neutral-300">{item.body}</span> : null}
        <span className="block text-xs text-neutral-400">{formatDateTime(item.createdAt)}</span>
      </span>
    </span>
  );
  return (
    <li>
      {item.link ? (
        <Link href={item.link} onClick={onOpen} className="block hover:bg-white/5">
          {content}
        </Link>
      ) : (
        content
      )}
    </li>
  );
}

/** /notifications (docs/reference/people.md#notifications): the newest notifications, "Mark all read". */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const hasUnread = notifications.data?.notifications.some((n) => !n.isRead) ?? false;
  return (
    <ScreenLayout
      header={
        <ScreenHeader
          title="Notifications"
          backHref="/"
          actions={
            hasUnread ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markRead.mutate(undefined)}
                disabled={markRead.isPending}
              >
                Mark all read
              </Button>
            ) : null
          }
        />
      }
    >
      {notifications.isPending ? (
        <ListSkeleton label="Loading notifications..." />
      ) : notifications.isError ? (
        <ErrorState error={notifications.error} onRetry={() => notifications.refetch()} />
      ) : notifications.data.notifications.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          description="New chapters of stories you bookmark, messages and vote results show up here."
          icon={<Bell className="h-10 w-10" />}
        />
      ) : (
        <ul aria-label="Notifications" className="flex flex-col divide-y divide-line">
          {notifications.data.notifications.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              onOpen={() => {
                if (!item.isRead) markRead.mutate([item.id]);
              }}
            />
          ))}
        </ul>
      )}
    </ScreenLayout>
  );
}
