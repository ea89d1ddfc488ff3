import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { MAX_IMAGE_URL_LENGTH } from '../../../contract/images.js';

/** What a list query selects for an image column: the URL, `INLINE` for an inline image, or null. */
export const INLINE = '';

/**
 * Selects an image column for a list without its bytes: an http(s) URL or a stored image's
 * `/api/images/{hash}.jpg|webp` as it is, an inline image
 * (data: URI or SVG, up to 256 KB each) as `INLINE`, so a list of 50 stories never carries 50 images
 * (docs/reference/limits.md#uploads: 30 stories with 1 MB covers made every public list 30 MB).
 */
export function listedImage(column: AnyColumn): SQL<string | null> {
  return sql<string | null>`CASE WHEN ${column} IS NULL OR ${column} = '' THEN NULL
    WHEN ${column} ~* '^https?://' AND length(${column}) <= ${sql.raw(String(MAX_IMAGE_URL_LENGTH))} THEN ${column}
    WHEN ${column} ~ '^/api/images/[0-9a-f]{64}[.](jpg|webp)$' THEN ${column}
    ELSE '' END`;
}

/**
 * The URL a client loads an image from: `listed` itself when it is an http(s) URL, else `inlinePath`
 * with `?v=` so a changed image gets a new URL (and the old one may be cached for good).
 * @param version changes whenever the image may have changed (e.g. the row's updatedAt in ms)
 */
export function imageUrlFor(listed: string | null, inlinePath: string, version: number): string | null {
  if (listed === null) return null;
  return listed === INLINE ? `${inlinePath}?v=${version}` : listed;
}

/** A timestamp column in ms, as an image version (e.g. the row's updated_at). */
export function imageVersion(column: AnyColumn): SQL<number> {
  return sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;
}
