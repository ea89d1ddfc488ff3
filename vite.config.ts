/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import './scripts/node-compat.ts';
import { OFFLINE_API_CACHE, OFFLINE_API_HREF_PATTERN } from './web/lib/pwa/offline-urls.ts';

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin of every built text file of at
 * least 1 KB, which `@fastify/static` serves with `preCompressed` (issue 13 "Compression"): the
 * strongest settings cost nothing at request time because they run once, here.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storyloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(name))) {
        const full = path.join(outDir, file);
        const bytes = fs.readFileSync(full);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The installable app (issue 11 §1, ADR 0018): the web app manifest, and a Workbox service worker
 * (generateSW) that precaches the app shell, answers navigations with it when offline, and answers the
 * reading API from the network, else from the offline cache the page fills (web/lib/pwa/offline-cache.ts).
 * `registerType: 'prompt'`: a new worker waits until the reader presses Reload (web/components/pwa).
 */
/**
 * Builds web/push/push-sw-entry.ts into dist/web/push-sw.js as one classic script (IIFE) after the app's
 * build: the Workbox worker `importScripts` it for Web Push (issue "People" §4), and a worker can load
 * neither ES modules nor the app's shared chunks that way.
 */
function pushWorker(): Plugin {
  const here = import.meta.dirname;
  return {
    name: 'storyloom-push-worker',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(here, 'web/lib/zod-configured.ts') }] },
        build: {
          outDir: path.resolve(here, 'dist/web'),
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: path.resolve(here, 'web/push/push-sw-entry.ts'),
            formats: ['iife'],
            name: 'StoryloomPush',
            fileName: () => 'push-sw.js',
          },
        },
      });
    },
  };
}

function pwa(): Plugin[] {
  if (OFFLINE_API_CACHE !== 'storyloom-offline-api-v1') throw new Error('Update the cache name in pwa()');
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    disable: process.env.VITEST === 'true',
    includeAssets: ['icon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Storyloom',
      short_name: 'Storyloom',
      description: 'Write, read and fund serialized fiction.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0f0f14',
      theme_color: '#0f0f14',
      categories: ['books', 'entertainment'],
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Web Push's listeners (pushWorker above).
      importScripts: ['push-sw.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first worker takes the open tabs at once; later ones wait for the update prompt.
      clientsClaim: true,
      skipWaiting: false,
      navigateFallback: 'index.html',
      // The API (and its docs UI), the WebSocket, and files with an extension (feeds, robots.txt,
      // sitemap.xml) are never answered with the app shell.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
      runtimeCaching: [
        {
          // Network, else the offline copy. The worker never writes this cache (Workbox's NetworkFirst
          // would, racing the deletion at logout): only the page fills it, for its owner (ADR 0018).
          // generateSW copies this function's source into sw.js, so it names the cache literally;
          // the check below keeps that name equal to OFFLINE_API_CACHE.
          urlPattern: OFFLINE_API_HREF_PATTERN,
          method: 'GET',
          handler: async ({ request }) => {
            try {
              return await fetch(request);
            } catch (error) {
              const copy = await caches.match(request, {
                cacheName: 'storyloom-offline-api-v1',
                ignoreVary: true,
              });
              if (copy) return copy;
              throw error;
            }
          },
        },
      ],
    },
  });
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), pwa(), pushWorker(), precompress()],
  resolve: {
    // zod, configured for the CSP wherever the app first needs it (web/lib/zod-configured.ts); tests
    // import zod as it is.
    alias: process.env.VITEST
      ? []
      : [{ find: /^zod$/, replacement: path.resolve('web/lib/zod-configured.ts') }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Everything the entry imports statically goes into one chunk. Left alone, Rolldown cuts the modules
    // that lazy screens share with the entry into a dozen small chunks, every one loaded on every first
    // load anyway and each paying its own request and compression overhead (issue 13 "Bundle": about
    // 10 KB gzip per route).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/ws': { target: 'ws://localhost:5000', ws: true } },
  },
  test: {
    root: '.',
    // Two workers on the 2-core CI machine: server files spend much of their time waiting on PGlite
    // and sockets (measured: 234 s with one worker, 174 s with two).
    maxWorkers: 2,
    // CI asks for a JSON report too (CI_REPORT_DIR), from which .ci/run prints its closing tally.
    reporters: process.env.CI_REPORT_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.CI_REPORT_DIR
      ? {
          json: `${process.env.CI_REPORT_DIR}/vitest-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
        }
      : undefined,
    projects: [
      {
        test: {
          name: 'server',
          root: '.',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // On a shared PostgreSQL server, test files take turns (each empties the tables first).
          fileParallelism: !process.env.DATABASE_URL,
          // Files share a worker's modules (no test mocks modules or edits process.env): the per-file
          // import of the whole server took ~160 s of a 400 s run. Each file still opens its own database.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: '.',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});
