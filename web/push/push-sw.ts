import { type PushPayload, ZPushPayload } from '../../contract/push';

/**
 * The service worker's side of Web Push (docs/reference/people.md#notifications). The worker file
 * (vite-plugin-pwa's `injectManifest` source) imports this and calls `registerPushHandlers(self)`: each push
 * shows a notification; tapping it focuses an open Storyloom tab on the linked page, or opens one.
 * Typed structurally so it compiles with the DOM lib the app uses (no "webworker" lib needed).
 */

interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data?: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

/** The payload of a push, or null when it is not ours (then nothing is shown but a generic note). */
export function readPushPayload(data: { json(): unknown } | null): PushPayload | null {
  try {
    const parsed = ZPushPayload.safeParse(data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An app path only: a link to another site is never opened from a notification. */
export function notificationTarget(link: string | null | undefined, origin: string): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')
    ? `${origin}${link}`
    : `${origin}/notifications`;
}

/** Adds the `push` and `notificationclick` listeners to the service worker `scope`. */
export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    // Browsers require a visible notification for every push (userVisibleOnly).
    event.waitUntil(
      scope.registration.showNotification(payload?.title ?? 'Storyloom', {
        body: payload?.body ?? 'You have a new notification.',
        icon: '/icon.svg',
        tag: payload ? `${payload.type}:${payload.link ?? ''}` : undefined,
        data: { link: payload?.link ?? null },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: string | null } | undefined;
    const url = notificationTarget(data?.link, scope.location.origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((w) => w.url.startsWith(scope.location.origin));
        if (!open) return scope.clients.openWindow(url);
        await open.navigate?.(url);
        return open.focus();
      }),
    );
  });
}
