import { WifiOff } from 'lucide-react';
import { Link } from 'wouter';

/**
 * In place of a list that waits for the network (queries pause offline, web/lib/query-client.ts): says
 * the app is offline and what is readable meanwhile, the stories saved to the Library (ADR 0018), with
 * a link there. It loads by itself once the browser is back online.
 */
export function OfflineNotice() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-8 text-center"
    >
      <WifiOff aria-hidden="true" className="h-8 w-8 text-neutral-500" />
      <h2 className="text-base font-semibold text-neutral-100">You're offline</h2>
      <p className="max-w-sm text-sm text-neutral-300">
        New stories load when you're back online. The stories saved to your Library are readable offline.
      </p>
      <Link
        href="/library"
        className="rounded-xl bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-violet-500"
      >
        Open your Library
      </Link>
    </div>
  );
}
