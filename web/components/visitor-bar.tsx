import { BookOpen, LogIn } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { rememberReturnPath } from '../lib/return-path';
import { buttonClass } from './ui/button';

/**
 * What a signed-out visitor has instead of the bottom navigation (docs/reference/platform.md#public-reading):
 * Storyloom (the marketing page), Browse, and Sign In / Join, which remember the page so signing in returns
 * to it.
 */
export function VisitorBar() {
  const [location, navigate] = useLocation();
  const go = (to: '/login' | '/signup') => {
    rememberReturnPath(`${location}${window.location.search}`);
    navigate(to);
  };
  return (
    <nav
      aria-label="Visitor"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-ink/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-3">
        <Link href="/welcome" className="mr-auto rounded-lg px-2 py-2 font-semibold text-white">
          Storyloom
        </Link>
        <Link href="/browse" className={buttonClass('ghost', 'sm')}>
          <BookOpen aria-hidden="true" className="h-4 w-4" /> Browse
        </Link>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => go('/signup')}>
          Join
        </button>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => go('/login')}>
          <LogIn aria-hidden="true" className="h-4 w-4" /> Sign In
        </button>
      </div>
    </nav>
  );
}
