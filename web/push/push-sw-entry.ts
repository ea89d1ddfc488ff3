import { type PushWorkerScope, registerPushHandlers } from './push-sw';

/*
 * The service worker's push script (docs/reference/people.md#notifications): vite.config.ts builds this file
 * on its own into dist/web/push-sw.js (a classic script, zod inlined), and the Workbox worker loads it with
 * `importScripts`, so pushes show notifications whichever worker version is active.
 */
declare const self: unknown;

registerPushHandlers(self as PushWorkerScope);
