import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams } from '../../../contract/stories.js';
import {
  ZChangeTierRequest,
  ZChangeTierResult,
  ZMoveSubscribersRequest,
  ZMoveSubscribersResult,
  ZSubscribeRequest,
  ZSubscribeResult,
  ZSubscriber,
  ZSubscriptionStatus,
  ZUserSubscription,
} from '../../../contract/subscriptions.js';
import { cancelSubscription, resumeSubscription } from './cancel-resume.js';
import { changeTier } from './change-tier.js';
import { moveSubscribers } from './price-move.js';
import { creatorSubscribers, subscriptionStatus, userSubscriptions } from './subscriptions.query.js';
import { type SubscriptionDeps, subscribe } from './subscriptions.service.js';

/**
 * Author subscriptions (docs/reference/routes.md#api-money, docs/reference/money.md#subscriptions). The demo
 * renewal job is declared in server/jobs.ts.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): SubscriptionDeps => ({
    db: app.db,
    payments: app.payments,
    config: app.config,
    jobs: app.jobs,
    app,
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

  app.post(
    '/api/subscriptions/:id/resume',
    { schema: { params: ZIdParams, response: { 200: ZUserSubscription } } },
    async (request) => resumeSubscription(deps(), request.requireUser(), request.params.id),
  );

  app.post(
    '/api/subscriptions/:id/change-tier',
    { schema: { params: ZIdParams, body: ZChangeTierRequest, response: { 200: ZChangeTierResult } } },
    async (request) => changeTier(deps(), request.requireUser(), request.params.id, request.body.tierId),
  );

  app.post(
    '/api/creator/subscription-tiers/:id/move-subscribers',
    {
      schema: {
        params: ZIdParams,
        body: ZMoveSubscribersRequest,
        response: { 200: ZMoveSubscribersResult },
      },
    },
    async (request) =>
      moveSubscribers(
        { db: app.db, jobs: app.jobs, payments: app.payments, app },
        request.requireUser(),
        request.params.id,
        request.body.noticeDays,
      ),
  );

  app.get(
    '/api/user/subscriptions',
    { schema: { response: { 200: z.array(ZUserSubscription) } } },
    async (request) => userSubscriptions(app.db, request.requireUser().id),
  );

  app.get(
    '/api/user/subscription-status/:authorId',
    { schema: { params: z.object({ authorId: ZId }), response: { 200: ZSubscriptionStatus } } },
    async (request) => subscriptionStatus(app.db, request.requireUser().id, request.params.authorId),
  );

  app.get(
    '/api/creator/subscribers',
    { schema: { response: { 200: z.array(ZSubscriber) } } },
    async (request) => creatorSubscribers(app.db, request.requireUser().id),
  );
};
