import { Compass, House, Library, PenLine, User } from 'lucide-react';
import { Link, useLocation } from 'wouter';

const tabs = [
  { href: '/', label: 'Home', icon: House },
  { href: '/discover', label: 'Discover', icon: Compass },
  { href: '/create', label: 'Create', icon: PenLine, isHighlighted: true },
  { href: '/library', label: 'Library', icon: Library },
  { href: '/profile', label: 'Profile', icon: User },
] as const;

function isActive(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}

/**
 * The five-tab navigation (docs/reference/routes.md#bottom-navigation): fixed at the bottom below 1024 px,
 * a left side rail from 1024 px. The active tab carries aria-current="page". On a phone it stands on
 * the install banner while that shows (`--install-banner-height`, web/components/pwa/install-prompt.tsx).
 */
export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-[var(--install-banner-height,0px)] z-40 border-t border-line bg-ink/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:inset-y-0 lg:bottom-0 lg:left-0 lg:right-auto lg:w-24 lg:border-t-0 lg:border-r lg:pb-0"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch justify-around lg:h-full lg:flex-col lg:justify-center lg:gap-4">
        {tabs.map((tab) => {
          const active = isActive(tab.href, location);
          const Icon = tab.icon;
          return (
            <li key={tab.href} className="flex flex-1 lg:flex-none">
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`flex flex-1 flex-col items-center justify-center gap-1 rounded-xl text-xs font-medium lg:py-3 ${
                  active ? 'text-accent-soft' : 'text-neutral-400 hover:text-white'
                }`}
              >
                <span
                  className={
                    'isHighlighted' in tab
                      ? `flex h-9 w-12 items-center justify-center rounded-full ${active ? 'bg-accent text-white' : 'bg-accent/80 text-white'}`
                      : 'flex h-6 items-center'
                  }
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
