import { z } from 'zod';

/** Largest image stored inline (a data: URI or an inline SVG), in bytes of its text: 256 KiB. */
export const MAX_INLINE_IMAGE_BYTES = 256 * 1024;
/** Longest http(s) image URL, in characters. */
export const MAX_IMAGE_URL_LENGTH = 2048;

const INLINE_IMAGE_TYPES = 'png|jpeg|gif|webp|avif|svg\\+xml';
const DATA_IMAGE = new RegExp(`^data:image/(${INLINE_IMAGE_TYPES})(;[a-z0-9=.+-]+)*,`, 'i');
const INLINE_SVG = /^(<\?xml[^>]*>\s*)?<svg[\s>]/i;

/**
 * An uploaded image served by us under its SHA-256: `/api/images/{64 hex}.jpg` (a profile photo,
 * docs/reference/people.md#dashboard) or `.webp` (a cover size, docs/reference/stories.md#covers).
 */
export const STORED_IMAGE_PATH = /^\/api\/images\/[0-9a-f]{64}\.(jpg|webp)$/;

/** The stored image formats: their URL extension and content type. */
export const STORED_IMAGE_TYPES = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type StoredImageExtension = keyof typeof STORED_IMAGE_TYPES;

/** The URL of the stored image with hex SHA-256 `hash` (JPEG unless told). */
export function storedImagePath(hash: string, extension: StoredImageExtension = 'jpg'): string {
  return `/api/images/${hash}.${extension}`;
}

/** The hex SHA-256 of a stored image's URL (`storedImagePath`), or null for any other value. */
export function storedImageHash(url: string): string | null {
  return STORED_IMAGE_PATH.test(url) ? url.slice('/api/images/'.length, '/api/images/'.length + 64) : null;
}

/** One stored size of an uploaded cover: its width in px and its immutable URL. */
export const ZCoverImage = z.object({ width: z.number().int(), url: z.string() });
/**
 * An uploaded cover's sizes, narrowest first (docs/reference/stories.md#covers); null when the story
 * has no uploaded cover (a URL, an inline image, or the generated cover).
 */
export const ZCoverImages = z.array(ZCoverImage).nullable();
export type CoverImage = z.infer<typeof ZCoverImage>;

/** Whether `value` is an http(s) URL (what lists may carry as it is). */
export function isHttpImageUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && value.length <= MAX_IMAGE_URL_LENGTH && URL.canParse(value);
}

/** Whether `value` is an image kept inline: a data:image URI, or (covers only) an inline SVG document. */
export function isInlineImage(value: string, allowInlineSvg: boolean): boolean {
  return DATA_IMAGE.test(value) || (allowInlineSvg && INLINE_SVG.test(value));
}

/**
 * An image reference: an http(s) URL, or an image kept inline (a data:image URI of PNG, JPEG, GIF,
 * WebP, AVIF or SVG; for covers also an inline `<svg>` document) of at
 * most 256 KiB. Anything else, `javascript:` included, is refused (OWASP XSS Prevention: allow-list
 * URL schemes). Blank means none (null).
 */
export function imageReference(options: { allowInlineSvg: boolean; label: string }) {
  return z
    .string()
    .trim()
    .max(MAX_INLINE_IMAGE_BYTES, { error: `${options.label} can be at most 256 KB` })
    .refine(
      (v) =>
        v === '' ||
        isHttpImageUrl(v) ||
        STORED_IMAGE_PATH.test(v) ||
        isInlineImage(v, options.allowInlineSvg),
      {
        error: `${options.label} must be an http(s) URL or an image (PNG, JPEG, GIF, WebP, AVIF or SVG)`,
      },
    )
    .transform((v) => (v === '' ? null : v));
}

/** A story cover (`coverUrl`). */
export const ZCoverUrl = imageReference({ allowInlineSvg: true, label: 'Cover image' });
