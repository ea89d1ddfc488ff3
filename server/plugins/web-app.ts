import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from '../lib/errors.js';
import { repoRoot } from '../lib/paths.js';
import { limitRequests } from '../lib/rate-limits.js';
import { injectHead, META_PAGE_PATHS, renderHead, resolvePageMeta } from '../modules/public/page-meta.js';
import { publicOrigin } from '../modules/public/public-origin.js';

/** Default location of the built web app (vite build output). */
export const defaultWebDistDir = path.join(repoRoot, 'dist/web');

/**
 * Serves the built web app and the SPA fallback: HTML navigations to unknown paths get index.html
 * (the client router shows its own 404), while /api/*, /assets/* and non-HTML requests get a JSON 404
 * (STACK-NOTES trap 9). The 404 handler is rate limited (fastify/demo). Built files go out
 * pre-compressed (brotli or gzip, issue 13 "Compression"); hashed assets are cached as immutable.
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
      web.get('/', (_request, reply) => reply.sendFile('index.html'));
      // Shared links show their story or author in previews and search results (issue 11 §2): the
      // head of index.html is written per page, as an anonymous visitor would see it.
      const indexText = indexContent.toString('utf8');
      for (const pattern of META_PAGE_PATHS) {
        web.get(pattern, async (request, reply) => {
          if (!(request.headers.accept ?? '').includes('text/html')) {
            throw new AppError('NOT_FOUND', `No route for GET ${pattern}`);
          }
          const url = request.url.split('?')[0] ?? '';
          const meta = await resolvePageMeta(app.db, publicOrigin(config, request), url);
          return reply
            .header('Cache-Control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(injectHead(indexText, renderHead(meta)));
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
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexContent);
      }
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${url}`);
    },
  );
}
