import { z } from 'zod';

/**
 * Public reading and sharing (docs/reference/platform.md#feeds): the path parameters of the feeds and sitemap
 * files. Usernames are letters, digits, _ and - (docs/reference/limits.md#accounts), so anything else names
 * no author.
 */
export const ZAuthorFeedParams = z.object({
  username: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, { error: 'No such user' }),
});

/** /sitemaps/{n}.xml: one page of a sitemap split past 50,000 URLs (sitemaps.org). */
export const ZSitemapFileParams = z.object({
  file: z.string().regex(/^[1-9]\d{0,5}\.xml$/, { error: 'No such sitemap' }),
});
