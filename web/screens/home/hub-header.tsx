import { CirclePlus, LayoutDashboard, RefreshCw, User } from 'lucide-react';
import { useLocation } from 'wouter';

const iconButton = 'rounded-xl p-2.5 text-neutral-300 hover:bg-white/5 hover:text-white disabled:opacity-50';

/**
 * The sticky "Creator Hub" header (spec section 2): shortcuts to the dashboard, create and profile,
 * and the refresh control.
 */
export function HubHeader({ onRefresh, isRefreshing }: { onRefresh: () => void; isRefreshing: boolean }) {
  const [, navigate] = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-4">
        <h1 className="flex-1 text-xl font-bold text-white">Creator Hub</h1>
        <button
          type="button"
          aria-label="Refresh"
          className={iconButton}
          onClick={onRefresh}
          disabled={isRefreshing}
        >
          <RefreshCw aria-hidden="true" className={`h-5 w-5 ${isRefreshing ? 'animate-spin' : ''}`} />
        </button>
        <button
          type="button"
          aria-label="Creator Dashboard"
          className={iconButton}
          onClick={() => navigate('/creator-dashboard')}
        >
          <LayoutDashboard aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label="Create Story"
          className={iconButton}
          onClick={() => navigate('/create')}
        >
          <CirclePlus aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label="Profile"
          className={iconButton}
          onClick={() => navigate('/profile')}
        >
          <User aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </header>
  );
}
