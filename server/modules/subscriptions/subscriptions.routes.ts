import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams } from '../../../contract/stories.js';
import {
  ZSubscribeRequest,
  ZSubscribeResult,
  ZSubscriber,
  ZSubscriptionStatus,
  ZUserSubscription,
} from '../../../contract/subscriptions.js';
import { authorSubscriptions } from '../../db/schema.js';
import {
  RENEW_SUBSCRIPTION_JOB,
  type RenewSubscriptionJob,
  recoverRenewals,
  runRenewalJob,
} from './renewal-job.js';
import { creatorSubscribers, selectUserSubscriptions, userSubscriptions } from './subscriptions.query.js';
import { cancelSubscription, type SubscriptionDeps, subscribe } from './subscriptions.service.js';

/** Author subscriptions (spec section 7; issue "Money" §4) and the demo renewal job. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): SubscriptionDeps => ({
    db: app.db,
    payments: app.payments,
    config: app.config,
    jobs: app.jobs,
  });
  const renewalDeps = () => ({
    db: app.db,
    jobs: app.jobs,
    platformFeePercent: app.config.platformFeePercent,
  });

  app.jobs.define<RenewSubscriptionJob>({
    name: RENEW_SUBSCRIPTION_JOB,
    expireInSeconds: 120,
    handler: async (job) => {
      await runRenewalJob(renewalDeps(), job);
    },
  });
  app.jobs.onStarted(async () => {
    const queued = await recoverRenewals(renewalDeps());
    if (queued > 0) app.log.info({ subscriptions: queued }, 'subscription renewals queued at start-up');
  });

  for (const url of ['/api/subscriptions', '/api/create-subscription']) {
    app.post(
      url,
      { schema: { body: ZSubscribeRequest, response: { 200: ZSubscribeResult } } },
      async (request) => subscribe(deps(), request.requireUser(), request.body),
    );
  }

  app.delete(
    '/api/subscriptions/:id',
    { schema: { params: ZIdParams, response: { 200: ZUserSubscription } } },
    async (request) => cancelSubscription(deps(), request.requireUser(), request.params.id),
  );

  app.get(
    '/api/user/subscriptions',
    { schema: { response: { 200: z.array(ZUserSubscription) } } },
    async (request) => userSubscriptions(app.db, request.requireUser().id),
  );

  app.get(
    '/api/user/subscription-status/:authorId',
    { schema: { params: z.object({ authorId: ZId }), response: { 200: ZSubscriptionStatus } } },
    async (request) => {
      const user = request.requireUser();
      const [subscription] = await selectUserSubscriptions(
        app.db,
        and(
          eq(authorSubscriptions.userId, user.id),
          eq(authorSubscriptions.authorId, request.params.authorId),
        ),
      );
      return { isSubscribed: subscription?.isActive ?? false, subscription: subscription ?? null };
    },
  );

  app.get(
    '/api/creator/subscribers',
    { schema: { response: { 200: z.array(ZSubscriber) } } },
    async (request) => creatorSubscribers(app.db, request.requireUser().id),
  );
};
