/** The `beforeinstallprompt` event (Chromium only; not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Starts keeping the browser's install prompt for later use (it can fire before React renders, so
 * main.tsx calls this first), and forgets it once the app is installed. Safe to call more than once.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the banner, not the browser's mini-infobar, offers the install
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** The kept install prompt, or null when the browser offers none (iOS, Firefox, already installed). */
export function installPromptEvent(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Calls `listener` whenever the kept prompt appears or goes; returns the unsubscribe function. */
export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the kept prompt (a prompt can be shown only once). */
export function consumeInstallPrompt(): void {
  deferred = null;
  notify();
}
