import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { iconButtonClass } from './ui/button';

/**
 * A sticky screen header with a Back button (to `backHref`, or through `onBack`), the screen's h1 and
 * optional actions at the right.
 */
export function ScreenHeader({
  title,
  backHref,
  backLabel = 'Back',
  onBack,
  actions,
  children,
  isHeading = true,
}: {
  title: string;
  /** False when the screen renders its own h1 (the header then shows the title as plain text). */
  isHeading?: boolean;
  backHref?: string;
  backLabel?: string;
  /** Called instead of navigating to `backHref` (a screen that asks before leaving unsaved work). */
  onBack?: (backHref: string) => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const [, navigate] = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-2">
        {backHref ? (
          <button
            type="button"
            aria-label={backLabel}
            onClick={() => (onBack ? onBack(backHref) : navigate(backHref))}
            className={iconButtonClass}
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </button>
        ) : (
          <span className="w-2" />
        )}
        {isHeading ? (
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-white">{title}</h1>
        ) : (
          <p className="min-w-0 flex-1 truncate text-lg font-semibold text-white">{title}</p>
        )}
        {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}
