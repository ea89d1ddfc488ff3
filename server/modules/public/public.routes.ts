import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../contract/openapi.js';
import { ZAuthorFeedParams, ZSitemapFileParams } from '../../../contract/public.js';
import { ZIdParams } from '../../../contract/stories.js';
import { AppError } from '../../lib/errors.js';
import { storyCardPng } from './card-image.js';
import { authorFeed, renderFeed, storyFeed } from './feeds.service.js';
import { publicOrigin } from './public-origin.js';
import { robotsTxt, sitemapXml } from './sitemap.service.js';

/** Feeds and crawler files change with new chapters, not per request: shared caches may keep them 10 min. */
const CACHE_PUBLIC = 'public, max-age=600';

const RSS = 'application/rss+xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * The OpenAPI descriptions of these answers (docs/reference/platform.md#formats: every route in the document,
 * typed).
 */
const rssAnswer = fileResponse('RSS 2.0 feed', ['application/rss+xml']);
const atomAnswer = fileResponse('Atom 1.0 feed', ['application/atom+xml']);
const xmlAnswer = fileResponse('Sitemap (sitemaps.org protocol)', ['application/xml']);

function sendXml(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply.header('cache-control', CACHE_PUBLIC).type(type).send(body);
}

/**
 * Public reading and sharing (docs/reference/platform.md#feeds): RSS 2.0 and Atom feeds per story and per
 * author, the generated link-preview card, robots.txt and the sitemap. All public (STYLE rule 6) and
 * anonymous: they answer what a signed-out visitor may see, whoever asks, so any cache may share them.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { public: true };

  app.get(
    '/api/stories/:id/feed.rss',
    { config, schema: { params: ZIdParams, response: { 200: rssAnswer } } },
    async (request, reply) => {
      const feed = await storyFeed(app.db, publicOrigin(app.config, request), request.params.id);
      return sendXml(reply, RSS, renderFeed(feed, 'rss'));
    },
  );

  app.get(
    '/api/stories/:id/feed.atom',
    { config, schema: { params: ZIdParams, response: { 200: atomAnswer } } },
    async (request, reply) => {
      const feed = await storyFeed(app.db, publicOrigin(app.config, request), request.params.id);
      return sendXml(reply, ATOM, renderFeed(feed, 'atom'));
    },
  );

  app.get(
    '/api/authors/:username/feed.rss',
    { config, schema: { params: ZAuthorFeedParams, response: { 200: rssAnswer } } },
    async (request, reply) => {
      const feed = await authorFeed(app.db, publicOrigin(app.config, request), request.params.username);
      return sendXml(reply, RSS, renderFeed(feed, 'rss'));
    },
  );

  app.get(
    '/api/authors/:username/feed.atom',
    { config, schema: { params: ZAuthorFeedParams, response: { 200: atomAnswer } } },
    async (request, reply) => {
      const feed = await authorFeed(app.db, publicOrigin(app.config, request), request.params.username);
      return sendXml(reply, ATOM, renderFeed(feed, 'atom'));
    },
  );

  app.get(
    '/api/stories/:id/card.png',
    {
      config,
      schema: { params: ZIdParams, response: { 200: fileResponse('Link-preview card', ['image/png']) } },
    },
    async (request, reply) => {
      const png = await storyCardPng(app.db, request.params.id);
      // Bytes, not the documented string: the untyped reply sends a Buffer as it is (contract/openapi.ts).
      return (reply as FastifyReply)
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(png);
    },
  );

  app.get(
    '/robots.txt',
    { config, schema: { response: { 200: fileResponse('robots.txt', ['text/plain']) } } },
    async (request, reply) =>
      sendXml(reply, 'text/plain; charset=utf-8', robotsTxt(publicOrigin(app.config, request))),
  );

  app.get('/sitemap.xml', { config, schema: { response: { 200: xmlAnswer } } }, async (request, reply) => {
    const xml = await sitemapXml(app.db, publicOrigin(app.config, request), null);
    return sendXml(reply, 'application/xml; charset=utf-8', xml ?? '');
  });

  app.get(
    '/sitemaps/:file',
    { config, schema: { params: ZSitemapFileParams, response: { 200: xmlAnswer } } },
    async (request, reply) => {
      const page = Number.parseInt(request.params.file, 10);
      const xml = await sitemapXml(app.db, publicOrigin(app.config, request), page);
      if (xml === null) throw new AppError('NOT_FOUND', 'No such sitemap');
      return sendXml(reply, 'application/xml; charset=utf-8', xml);
    },
  );
};
