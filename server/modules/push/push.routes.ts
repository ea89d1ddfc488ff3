import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '../../../contract/auth.js';
import {
  ZNotificationPreferences,
  ZPushPublicKey,
  ZPushSubscriptionRequest,
  ZPushUnsubscribeRequest,
} from '../../../contract/push.js';
import {
  deletePushSubscription,
  listPreferences,
  savePreferences,
  savePushSubscription,
} from './push.service.js';

/**
 * Web Push and notification preferences (docs/reference/people.md#notifications): the VAPID public key, a
 * browser's subscription, per-type choices (in-app, push, and email: immediately, daily digest or off).
 * The jobs that send pushes and emails are in server/jobs.ts.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/public-key',
    { config: { public: true }, schema: { response: { 200: ZPushPublicKey } } },
    async () => ({ publicKey: app.config.push.vapidPublicKey ?? null }),
  );

  // POST /api/push/subscriptions: saves this browser's subscription (PushSubscription.toJSON()). An
  // endpoint stays with its first owner: another user gets 409 PUSH_ENDPOINT_TAKEN unless the request
  // carries the subscription's own `keys.auth` secret, which proves it comes from that browser (a new
  // sign-in there moves the endpoint). ADR 0016; `savePushSubscription`.
  app.post(
    '/api/push/subscriptions',
    { schema: { body: ZPushSubscriptionRequest, response: { 200: ZOk } } },
    async (request) => {
      await savePushSubscription(
        app.db,
        request.requireUser().id,
        request.body,
        app.config.push.extraOrigins,
      );
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: ZPushUnsubscribeRequest, response: { 200: ZOk } } },
    async (request) => {
      await deletePushSubscription(app.db, request.requireUser().id, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/notification-preferences',
    { schema: { response: { 200: ZNotificationPreferences } } },
    async (request) => listPreferences(app.db, request.requireUser().id),
  );

  app.put(
    '/api/user/notification-preferences',
    { schema: { body: ZNotificationPreferences, response: { 200: ZNotificationPreferences } } },
    async (request) => savePreferences(app.db, request.requireUser().id, request.body),
  );
};
