import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { NotificationType } from '../../../contract/notifications.js';
import type { PushPayload } from '../../../contract/push.js';
import { notifications, pushDeliveries, pushSubscriptions } from '../../db/schema.js';
import type { RunningJob } from '../../plugins/jobs.js';
import { usersWithChannelOff } from './push.service.js';

/** The queue of the job that sends one notification by Web Push to its user's browsers. */
export const SEND_PUSH_JOB = 'send-push';

export interface SendPushJob {
  notificationId: number;
}

/** How long a push service keeps a message for an offline browser, in seconds (RFC 8030 TTL): 1 day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

type Deps = Pick<FastifyInstance, 'db' | 'jobs' | 'log' | 'config'>;

/**
 * Queues a push for each new notification (one job each, keyed by its id). Never throws: the
 * notification is written; a push is a courtesy.
 */
export async function queuePushes(deps: Pick<FastifyInstance, 'jobs' | 'log'>, notificationIds: number[]) {
  for (const notificationId of notificationIds) {
    try {
      await deps.jobs.send<SendPushJob>(
        SEND_PUSH_JOB,
        { notificationId },
        { singletonKey: `${notificationId}` },
      );
    } catch (error) {
      deps.log.error({ err: error, notificationId }, 'queueing a push failed');
    }
  }
}

/** A push service's refusal, with its HTTP status. */
export class PushServiceError extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

/**
 * Sends one push: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * Authorization (RFC 8292) via `generateRequestDetails`; fetch delivers it to the endpoint as it is
 * (web-push's own sender speaks https only). Waits at most 10 s.
 * @throws PushServiceError for a non-2xx answer
 */
async function sendPush(
  target: webpush.PushSubscription,
  body: string,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
): Promise<void> {
  const details = webpush.generateRequestDetails(target, body, { vapidDetails, TTL: PUSH_TTL_SECONDS });
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new PushServiceError(response.status);
}

/**
 * The job: sends the notification with `web-push` (RFC 8291 encryption, RFC 8292 VAPID) to each of
 * the user's subscriptions, unless they turned push off for its type. Each (notification,
 * subscription) is recorded in `push_deliveries` before sending, so a retry sends nothing twice (at
 * most once: a crash between the two loses that one push). A subscription the push service calls gone
 * (404, 410) is deleted; any other failure un-records its delivery and fails the run, to be retried.
 */
export async function runSendPush(deps: Deps, job: RunningJob<SendPushJob>): Promise<void> {
  const { vapidPublicKey, vapidPrivateKey, vapidSubject } = deps.config.push;
  if (!vapidPublicKey || !vapidPrivateKey) return;
  const [notification] = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, job.data.notificationId));
  if (!notification) return;
  const type = notification.type as NotificationType;
  if ((await usersWithChannelOff(deps.db, [notification.userId], type, 'push')).size > 0) return;
  const subscriptions = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notification.userId));
  const payload: PushPayload = {
    title: notification.title,
    body: notification.body,
    link: notification.link,
    type,
  };
  let failure: unknown = null;
  for (const subscription of subscriptions) {
    const [recorded] = await deps.db
      .insert(pushDeliveries)
      .values({ notificationId: notification.id, subscriptionId: subscription.id })
      .onConflictDoNothing()
      .returning();
    if (!recorded) continue;
    try {
      await sendPush(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
      );
    } catch (error) {
      const status = error instanceof PushServiceError ? error.statusCode : 0;
      if (status === 404 || status === 410) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        continue;
      }
      await deps.db
        .delete(pushDeliveries)
        .where(
          and(
            eq(pushDeliveries.notificationId, notification.id),
            eq(pushDeliveries.subscriptionId, subscription.id),
          ),
        );
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
