import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../../lib/errors.js';
import { loadSharp } from '../../lib/sharp.js';

/**
 * Most pixels an uploaded image (a profile photo, a cover) may decode to: 40 megapixels, above any
 * phone camera. A tiny file claiming 30,000 x 30,000 pixels is a decompression bomb (ADR 0011's rule:
 * bound work before doing it).
 */
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** An image we re-encoded and store under its content hash. */
export interface EncodedImage {
  /** Hex SHA-256 of `bytes`. */
  hash: string;
  bytes: Buffer;
  /** Size in px. */
  width: number;
  height: number;
}

/**
 * Reads the one `file` field of a multipart upload into memory, refusing more than `maxBytes` before
 * any decoding (docs/decisions/0022-account-data-and-photos.md).
 * @param what the noun the messages use ("photo", "cover")
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (not multipart), VALIDATION_ERROR on `body.file` (malformed
 *   multipart, no file, an empty file), PAYLOAD_TOO_LARGE (over `maxBytes`)
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Upload the ${what} as multipart/form-data with a "file" field`,
    );
  }
  const file = await request.file({ limits: { fileSize: maxBytes } }).catch(() => {
    throw new AppError('VALIDATION_ERROR', 'The upload is not valid multipart/form-data', {
      field: 'body.file',
    });
  });
  if (file?.fieldname !== 'file') {
    throw new AppError('VALIDATION_ERROR', `Choose a ${what} to upload`, { field: 'body.file' });
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `This ${what} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      );
    }
    throw error;
  }
  if (bytes.length === 0) {
    throw new AppError('VALIDATION_ERROR', `The ${what} file is empty`, { field: 'body.file' });
  }
  return bytes;
}

/** An uploaded image opened for re-encoding, with its size in px after EXIF orientation. */
export interface OpenedImage {
  /** A fresh pipeline on the upload: pixel limit on, EXIF orientation applied, first frame only. */
  pipeline: () => Sharp;
  width: number;
  height: number;
}

/**
 * Opens an upload for re-encoding. The format is read from the bytes (never the file name or the
 * declared type) and must be one of `formats` (sharp's names: 'jpeg', 'png', 'webp', 'gif', 'heif').
 * The header is read without decoding; the pipeline then decodes under MAX_UPLOAD_PIXELS. Run the
 * encoding through `encodeWithin` so a bomb found while decoding becomes a 413.
 * @param message the IMAGE_INVALID message (which formats the caller accepts)
 * @throws AppError IMAGE_INVALID (415) for anything not an accepted raster image, PAYLOAD_TOO_LARGE
 *   (413) for a header declaring more than MAX_UPLOAD_PIXELS
 */
export async function openUploadedImage(
  input: Buffer,
  formats: ReadonlySet<string>,
  message?: string,
): Promise<OpenedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID', message);
  }
  if (!meta.format || !formats.has(meta.format)) throw new AppError('IMAGE_INVALID', message);
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw new AppError('IMAGE_INVALID', message);
  if (width * height > MAX_UPLOAD_PIXELS) throw tooManyPixels();
  return {
    pipeline: () =>
      sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', animated: false }).rotate(),
    width,
    height,
  };
}

/**
 * Runs `work` (sharp encodings of an opened upload), turning libvips' failures into client errors:
 * the pixel limit into PAYLOAD_TOO_LARGE (413), a corrupt image into IMAGE_INVALID (415).
 */
export async function encodeWithin<T>(work: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) throw tooManyPixels();
    throw new AppError('IMAGE_INVALID', message);
  }
}

/** Wraps encoded bytes with their hash and size. */
export function encodedImage(bytes: Buffer, info: { width: number; height: number }): EncodedImage {
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    width: info.width,
    height: info.height,
  };
}

function tooManyPixels(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'This image has more than 40 megapixels.');
}
