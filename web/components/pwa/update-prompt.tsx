/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';

/** How often an open tab asks the server for a newer service worker (ms): once an hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa, `registerType: 'prompt'`; a no-op in `vite` dev) and,
 * when a new version is installed and waiting, shows "A new version is available" with a Reload action
 * that activates it and reloads the page (docs/reference/platform.md#pwa).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });
  const reload = () => {
    // vite-plugin-pwa reloads only when this page was already controlled at load; a first visit that a
    // worker claimed later needs the reload too, when the new worker takes over.
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom)+var(--install-banner-height,0px))] z-[60] mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-line bg-panel p-3 shadow-2xl lg:bottom-4"
    >
      <RefreshCw className="size-5 shrink-0 text-accent-soft" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-white">A new version is available</p>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        Not now
      </Button>
      <Button size="sm" onClick={reload}>
        Reload
      </Button>
    </div>
  );
}
