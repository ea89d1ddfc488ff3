/**
 * Every path of the web app's route table (web/app.tsx, signed in and signed out), in the `:param`
 * syntax that wouter and Fastify share. The server answers a GET of any of them with the app's HTML
 * whatever the Accept header (a link shared to curl or a preview bot is a page too, ADR 0019), and
 * only paths outside this list count as unknown for the 404 rate limit.
 * `server/plugins/app-pages.test.ts` fails when web/app.tsx and this list disagree.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/welcome',
  '/browse',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/reading/:id',
  '/story/:id',
  '/reader/:id',
  '/author/:username',
  '/user/:username',
  '/create',
  '/create-story',
  '/create-chapter/:id',
  '/edit-chapter/:id',
  '/edit-story/:id',
  '/library',
  '/import',
  '/discover',
  '/discovery',
  '/profile',
  '/private-profile',
  '/creator-dashboard',
  '/my-subscriptions',
  '/redeem',
  '/settings',
  '/messages',
  '/messages/:username',
  '/notifications',
  '/creator/settings',
  '/creator/tiers',
  '/propose/:storyId/:chapterId',
  '/proposals/:storyId/:chapterId',
  '/posts/:id',
] as const;
export type AppPagePath = (typeof APP_PAGE_PATHS)[number];
