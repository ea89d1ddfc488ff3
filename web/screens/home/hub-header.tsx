import { CirclePlus, LayoutDashboard, RefreshCw, User } from 'lucide-react';
import { useLocation } from 'wouter';
import { MessagesButton, NotificationBell } from '../../components/notification-bell';
import { iconButtonClass } from '../../components/ui/button';

/**
 * The sticky "Creator Hub" header (docs/reference/routes.md#home): shortcuts to the dashboard, create and
 * profile, the refresh control, and the notification bell and messages (docs/reference/people.md#messages,
 * docs/reference/people.md#notifications).
 */
export function HubHeader({ onRefresh, isRefreshing }: { onRefresh: () => void; isRefreshing: boolean }) {
  const [, navigate] = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur">
      {/* Six shortcuts: on a phone they pack tighter (40 px targets) so "Creator Hub" fits beside them. */}
      <div className="mx-auto flex h-14 max-w-3xl items-center px-3 sm:gap-1 sm:px-4 [&>:not(h1)]:p-2 sm:[&>:not(h1)]:p-2.5">
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-white sm:text-xl">Creator Hub</h1>
        <NotificationBell />
        <MessagesButton />
        <button
          type="button"
          aria-label="Refresh"
          className={iconButtonClass}
          onClick={onRefresh}
          disabled={isRefreshing}
        >
          <RefreshCw aria-hidden="true" className={`h-5 w-5 ${isRefreshing ? 'animate-spin' : ''}`} />
        </button>
        <button
          type="button"
          aria-label="Creator Dashboard"
          className={iconButtonClass}
          onClick={() => navigate('/creator-dashboard')}
        >
          <LayoutDashboard aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label="Create Story"
          className={iconButtonClass}
          onClick={() => navigate('/create')}
        >
          <CirclePlus aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label="Profile"
          className={iconButtonClass}
          onClick={() => navigate('/profile')}
        >
          <User aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </header>
  );
}
