import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/pwa/use-online';

/**
 * "You're offline" while the browser has no network (docs/reference/platform.md#offline): a small pill at the
 * top of every screen and above the readers, announced politely to screen readers. Saved stories stay
 * readable and reading progress is queued meanwhile.
 */
export function OfflineIndicator() {
  const isOnline = useOnline();
  // Present only while offline: an always-there empty status region would be one more "status" on
  // every screen for assistive technology (and for tests that look for a screen's own status).
  if (isOnline) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center">
      <p
        role="status"
        className="mt-[max(0.25rem,env(safe-area-inset-top))] flex items-center gap-1.5 rounded-full bg-amber-500 px-3 py-1 text-xs font-semibold text-black shadow-lg"
      >
        <WifiOff className="size-3.5" aria-hidden />
        You're offline
      </p>
    </div>
  );
}
