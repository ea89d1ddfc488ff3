import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** An image decoded from a data: URI or an inline SVG document. */
export interface InlineImage {
  contentType: string;
  body: Buffer;
}

/**
 * Decodes an inline image (contract/images.ts): `data:image/<type>[;params][;base64],<data>` or an
 * `<svg>` document. Null for http(s) URLs and anything else.
 */
export function decodeInlineImage(value: string): InlineImage | null {
  const data = /^data:(image\/[a-z0-9.+-]+)((?:;[a-z0-9=.+-]+)*),/i.exec(value);
  if (data) {
    const payload = value.slice(data[0].length);
    const isBase64 = /;base64$/i.test(data[2] ?? '');
    return {
      contentType: data[1]!.toLowerCase(),
      body: isBase64 ? Buffer.from(payload, 'base64') : Buffer.from(safeDecode(payload), 'utf8'),
    };
  }
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(value)) {
    return { contentType: 'image/svg+xml', body: Buffer.from(value, 'utf8') };
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Sends an inline image. Public ones are cacheable for good (their URL carries a version); private
 * ones (a draft's cover) are never stored. Either way the answer is sandboxed: an SVG opened directly
 * as a page can run no script and load nothing (OWASP: serve user-supplied SVG with a restrictive CSP).
 * http(s) images are not proxied or redirected to (no open redirect): lists carry their URL.
 * @throws AppError NOT_FOUND when there is no inline image
 */
export function sendImage(reply: FastifyReply, value: string | null, isPublic: boolean): FastifyReply {
  const image = value ? decodeInlineImage(value) : null;
  if (!image) throw new AppError('NOT_FOUND', 'No image');
  return reply
    .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .type(image.contentType)
    .send(image.body);
}
