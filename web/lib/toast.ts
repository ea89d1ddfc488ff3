import { ApiError } from './api';

/*
 * The toast library (sonner) is not part of the first load (docs/reference/performance.md#bundle): it is
 * imported with the first toast, and the Toaster (web/components/toast-host.tsx) mounts then. Calls made
 * meanwhile run in order once it is here; sonner shows a toast created before its Toaster subscribed.
 */
type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
let isRequested = false;
const listeners = new Set<() => void>();

/** sonner, imported on first use (the same promise afterwards). */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    isRequested = true;
    for (const listener of [...listeners]) listener();
  }
  return sonner;
}

/** Whether a toast has been asked for yet (the Toaster is mounted from then on). */
export function isToastRequested(): boolean {
  return isRequested;
}

/** Calls `listener` once the first toast is asked for; returns the unsubscribe function. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one toast: a title and an optional message, one at a time (docs/reference/texts.md#locks: "Toasts only
 * one at a time"). `destructive` styles it as an error. Shown as soon as the toast library has loaded (at
 * once after the first toast); calls keep their order.
 */
export function showToast(title: string, description?: string, options?: { destructive?: boolean }): void {
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    if (options?.destructive) toast.error(title, { description });
    else toast(title, { description });
  });
}

/**
 * The error toast of a failed action: `title` and the `fallback` text (docs/reference/texts.md#errors),
 * except when a limit refused it (429) or a field was invalid (400), where the server's own message says what
 * to do (for a limit, when to try again).
 */
export function showErrorToast(error: unknown, title: string, fallback: string): void {
  const isActionable = error instanceof ApiError && (error.status === 429 || error.status === 400);
  showToast(title, isActionable ? error.serverMessage : fallback, { destructive: true });
}
