import { api } from './api';

/** Whether this browser can receive Web Push (a service worker and the Push API). */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined'
  );
}

/** A base64url VAPID key as the bytes `pushManager.subscribe` wants (RFC 8292 `k`). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's current push subscription, or null (none, or no service worker yet). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the user's consent (the browser's prompt), subscribes this browser with the server's VAPID key
 * and saves it with POST /api/push/subscriptions.
 * @throws Error when push is off on the server, consent is refused or no service worker is registered,
 *   or the browser's subscription lacks its endpoint or keys
 */
export async function enablePush(): Promise<void> {
  const { publicKey } = await api.GET('/api/push/public-key');
  if (!publicKey) throw new Error('Push notifications are not available on this server.');
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error('Notifications are blocked for Storyloom in this browser.');
  }
  // `ready` never settles without a registered worker: say so instead of waiting for ever.
  if (!(await navigator.serviceWorker.getRegistration())) {
    throw new Error('Push needs the Storyloom service worker. Reload the page and try again.');
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  // The DOM types every field of the JSON optional; a subscription always has them (RFC 8030, RFC 8291).
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new Error('This browser gave an incomplete push subscription.');
  }
  await api.POST('/api/push/subscriptions', {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api.DELETE('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
