import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_PAGE_PATHS } from '../../contract/app-pages.js';
import type { AppConfig } from '../config.js';
import { AppError } from '../lib/errors.js';
import { repoRoot } from '../lib/paths.js';
import { limitRequests } from '../lib/rate-limits.js';
import { resolveAppPage } from '../modules/public/app-page.js';
import { injectHead, renderHead } from '../modules/public/page-meta.js';
import { publicOrigin } from '../modules/public/public-origin.js';

/** Default location of the built web app (vite build output). */
export const defaultWebDistDir = path.join(repoRoot, 'dist/web');

/**
 * Serves the built web app: its files, and the app's HTML for a GET of any page of its route table
 * (`APP_PAGE_PATHS`) whatever the Accept header, with status 404 for a page whose story, chapter or
 * user is missing (ADR 0019). Other paths are unknown: the 404 handler, rate limited per address
 * (fastify/demo), answers an HTML navigation with the app's HTML (its not-found screen) and status 404,
 * and /api/*, /assets/*, files and non-HTML requests with a JSON 404 (STACK-NOTES trap 9). Built files
 * go out pre-compressed (brotli or gzip); hashed assets are cached as immutable.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const distDir = config.webDistDir ?? defaultWebDistDir;
  const indexHtml = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // Read once: the build does not change while the server runs (npm start rebuilds before listening).
  const indexContent = hasWeb ? fs.readFileSync(indexHtml) : Buffer.alloc(0);
  if (hasWeb) {
    await app.register(async (web) => {
      // The built app's files are public (STYLE rule 6) and need no session: mark every route this
      // scope registers, so the session plugin skips its lookup for them.
      web.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), public: true, staticFile: true } as typeof route.config;
      });
      await web.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz twins (vite.config.ts `precompress`): sent as the client accepts.
        preCompressed: true,
        // Cache-Control is ours alone (setHeaders below), so send must not write its max-age=0 over it.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          } else res.setHeader('Cache-Control', 'no-cache');
        },
      });
      // Every app page answers with the app, whatever the Accept header: curl, wget and link-preview
      // bots send */* (ADR 0019). Shared pages get their own head, written as an anonymous visitor
      // would see them, and a missing story, chapter or user is a 404 (no soft 404).
      const indexText = indexContent.toString('utf8');
      for (const pattern of APP_PAGE_PATHS) {
        // Pages are not part of the API: kept out of the OpenAPI document (ADR 0027).
        web.get(pattern, { schema: { hide: true } }, async (request, reply) => {
          const url = request.url.split('?')[0] ?? '';
          const chapter = (request.query as Record<string, unknown>).chapter;
          const origin = publicOrigin(config, request);
          const page = await resolveAppPage(
            app.db,
            origin,
            url,
            typeof chapter === 'string' ? chapter : null,
          );
          if (page.status === 200 && page.head === null) return reply.sendFile('index.html');
          return reply
            .code(page.status)
            .header('Cache-Control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(page.head ? injectHead(indexText, renderHead(page.head)) : indexText);
        });
      }
    });
  }

  app.setNotFoundHandler(
    {
      preHandler: limitRequests(
        app.limits.notFoundByIp,
        (request) => request.ip,
        'Too many requests for pages that do not exist.',
      ),
    },
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      const isAsset =
        url.startsWith('/api/') || url === '/api' || url.startsWith('/assets/') || path.extname(url) !== '';
      if (hasWeb && wantsHtml && !isAsset) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexContent);
      }
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${url}`);
    },
  );
}
