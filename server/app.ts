import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-type.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { backgroundJobsPlugin } from './jobs.js';
import { accessRoutes } from './modules/access/access.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { aiPlugin } from './modules/ai/ai.plugin.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { chaptersRoutes } from './modules/chapters/chapters.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { collaboratorsRoutes } from './modules/collaborators/collaborators.routes.js';
import { companionRoutes } from './modules/companion/companion.routes.js';
import { creatorsRoutes } from './modules/creators/creators.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { followsRoutes } from './modules/follows/follows.routes.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { importRoutes } from './modules/import/import.routes.js';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { paymentsPlugin } from './modules/payments/payments.plugin.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { stripeWebhookRoutes } from './modules/payments/webhook.routes.js';
import { payoutsRoutes } from './modules/payouts/payouts.routes.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { proposalsRoutes } from './modules/proposals/proposals.routes.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { readingRoutes } from './modules/reading/reading.routes.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { storiesRoutes } from './modules/stories/stories.routes.js';
import { storyCoverRoutes } from './modules/stories/story-cover.routes.js';
import { giftsRoutes } from './modules/subscriptions/gifts.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { tiersRoutes } from './modules/tiers/tiers.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { jobsPlugin } from './plugins/jobs.js';
import { registerApiDocs, registerOpenApi } from './plugins/openapi.js';
import { pubsubPlugin } from './plugins/pubsub.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { registerWebApp } from './plugins/web-app.js';

export type { App } from './app-type.js';

/**
 * Builds the Fastify app: plugins, modules and the web app; does not listen (fastify/demo layout).
 * The caller owns `database` (opened and migrated) and closes it after `app.close()`.
 */
export async function buildApp(config: AppConfig, database: Database): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A hop count (Fastify's number form, spelled as its equivalent function for the types): the
    // client is the X-Forwarded-For entry that many proxies from the right, never the leftmost one.
    trustProxy: config.trustedProxyHops > 0 ? (_address, hop) => hop < config.trustedProxyHops : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  registerErrorHandler(app);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
    }
  });

  await registerOpenApi(app); // before every route: it records them as they are declared
  await app.register(securityHeadersPlugin);
  await registerCompression(app); // before the routes: it hooks each route as declared
  await app.register(cookie, { secret: config.sessionSecret ?? 'storyloom-test-secret-not-for-production' });
  await app.register(sameOriginPlugin);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5 } });
  await app.register(sessionPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(aiPlugin);
  await app.register(pubsubPlugin);
  await app.register(jobsPlugin);
  await app.register(backgroundJobsPlugin); // every job, declared in one list (server/jobs.ts)
  await app.register(paymentsPlugin);
  await app.register(healthPlugin);

  await app.register(authRoutes);
  await app.register(recoveryRoutes);
  await app.register(usersRoutes);
  await app.register(storiesRoutes);
  await app.register(storyCoverRoutes);
  await app.register(accessRoutes);
  await app.register(collaboratorsRoutes);
  await app.register(chaptersRoutes);
  await app.register(readingRoutes);
  await app.register(importRoutes);
  await app.register(creatorsRoutes);
  await app.register(payoutsRoutes);
  await app.register(followsRoutes);
  await app.register(postsRoutes);
  await app.register(imagesRoutes);
  await app.register(aiRoutes);
  await app.register(chatRoutes);
  await app.register(proposalsRoutes);
  await app.register(paymentsRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(tiersRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(giftsRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(publicRoutes);
  await app.register(exportRoutes);
  await app.register(accountRoutes);
  await app.register(ratingsRoutes);
  await app.register(pushRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(companionRoutes);
  await registerApiDocs(app);
  await registerWebApp(app, config);
  return app;
}
