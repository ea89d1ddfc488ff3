import { Bell, MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { useUnreadMessages } from '../lib/messages';
import { useUnreadNotifications } from '../lib/notifications';
import { iconButtonClass } from './ui/button';

/** A small count over an icon button; nothing when zero. */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The header's bell (docs/reference/people.md#notifications): unread notifications, opening /notifications.
 */
export function NotificationBell() {
  const [, navigate] = useLocation();
  const count = useUnreadNotifications().data ?? 0;
  return (
    <button
      type="button"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      onClick={() => navigate('/notifications')}
      className={`relative ${iconButtonClass}`}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      <Badge count={count} />
    </button>
  );
}

/**
 * The header's messages shortcut (docs/reference/people.md#messages): unread direct messages, opening
 * /messages.
 */
export function MessagesButton() {
  const [, navigate] = useLocation();
  const count = useUnreadMessages().data ?? 0;
  return (
    <button
      type="button"
      aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}
      onClick={() => navigate('/messages')}
      className={`relative ${iconButtonClass}`}
    >
      <MessageCircle aria-hidden="true" className="h-5 w-5" />
      <Badge count={count} />
    </button>
  );
}
