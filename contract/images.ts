import { z } from 'zod';

/** Largest image stored inline (a data: URI or an inline SVG), in bytes of its text: 256 KiB. */
export const MAX_INLINE_IMAGE_BYTES = 256 * 1024;
/** Longest http(s) image URL, in characters. */
export const MAX_IMAGE_URL_LENGTH = 2048;

const INLINE_IMAGE_TYPES = 'png|jpeg|gif|webp|avif|svg\\+xml';
const DATA_IMAGE = new RegExp(`^data:image/(${INLINE_IMAGE_TYPES})(;[a-z0-9=.+-]+)*,`, 'i');
const INLINE_SVG = /^(<\?xml[^>]*>\s*)?<svg[\s>]/i;

/**
 * An uploaded image served by us under its SHA-256: `/api/images/{64 hex}.jpg`
 * (docs/reference/people.md#dashboard).
 */
export const STORED_IMAGE_PATH = /^\/api\/images\/[0-9a-f]{64}\.jpg$/;

/** The URL of the stored image with hex SHA-256 `hash`. */
export function storedImagePath(hash: string): string {
  return `/api/images/${hash}.jpg`;
}

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
