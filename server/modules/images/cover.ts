import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CoverImage, storedImageHash, storedImagePath } from '../../../contract/images.js';
import type { DbOrTx } from '../../db/client.js';
import { images, stories } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { loadSharp } from '../../lib/sharp.js';
import { type EncodedImage, encodedImage, encodeWithin, openUploadedImage } from './image-upload.js';

/** Largest cover upload, in bytes (8 MiB), refused before decoding (docs/reference/stories.md#covers). */
export const MAX_COVER_BYTES = 8 * 1024 * 1024;
/** The widths a cover is stored at, in px, narrowest first; height is 1.5 times the width (2:3). */
export const COVER_WIDTHS_PX = [240, 480, 960] as const;
/** Narrowest cover we store, in px after the 2:3 crop: below it a cover is a smudge on any card. */
export const MIN_COVER_WIDTH_PX = 100;
/** WebP quality of a stored cover size, 1 to 100 (ADR 0031). */
export const COVER_WEBP_QUALITY = 80;

/** Covers are photographs or artwork: JPEG, PNG or WebP, read from the bytes (ADR 0031). */
const COVER_FORMATS = new Set(['jpeg', 'png', 'webp']);
const COVER_FORMATS_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';

/** One stored size of a cover: the WebP and its width. */
export type CoverSize = EncodedImage;

/**
 * The widths, in px, a cover whose 2:3 crop is `cropWidth` px wide is stored at: each of
 * COVER_WIDTHS_PX it reaches (never enlarged), or the crop's own width when it is narrower than 240.
 * @throws AppError IMAGE_INVALID when the crop is under MIN_COVER_WIDTH_PX wide
 */
export function coverWidthsFor(cropWidth: number): number[] {
  if (cropWidth < MIN_COVER_WIDTH_PX) {
    throw new AppError(
      'IMAGE_INVALID',
      `A cover must be at least ${MIN_COVER_WIDTH_PX} x ${MIN_COVER_WIDTH_PX * 1.5} px.`,
    );
  }
  const widths = COVER_WIDTHS_PX.filter((width) => width <= cropWidth);
  return widths.length > 0 ? widths : [Math.floor(cropWidth)];
}

/**
 * Re-encodes an uploaded cover (docs/reference/stories.md#covers, ADR 0031): JPEG, PNG or WebP read
 * from the bytes, decoded under the pixel limit, EXIF orientation applied, cropped to 2:3 from the
 * centre (sharp `fit: 'cover'`, whatever crop the browser sent), and stored as WebP at each width of
 * `coverWidthsFor`, without any metadata. Nothing of the upload but its pixels survives, so trailing
 * data (a zip or HTML appended to a JPEG) is gone.
 * @returns the sizes, narrowest first
 * @throws AppError IMAGE_INVALID (415) for anything else or a too small image, PAYLOAD_TOO_LARGE (413)
 *   for more than 40 megapixels
 */
export async function processCover(input: Buffer): Promise<CoverSize[]> {
  const opened = await openUploadedImage(input, COVER_FORMATS, COVER_FORMATS_MESSAGE);
  const cropWidth = Math.min(opened.width, (opened.height * 2) / 3);
  const widths = coverWidthsFor(cropWidth);
  const largest = widths[widths.length - 1]!;
  return encodeWithin(async () => {
    // Decode once, at the largest size; the smaller ones are resized from those pixels.
    const { data, info } = await opened
      .pipeline()
      .resize(largest, Math.round(largest * 1.5), { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sharp = await loadSharp();
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return Promise.all(
      widths.map(async (width) => {
        const encoded = await sharp(data, raw)
          .resize(width, Math.round(width * 1.5), { fit: 'fill' })
          .webp({ quality: COVER_WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return encodedImage(encoded.data, encoded.info);
      }),
    );
  }, COVER_FORMATS_MESSAGE);
}

/** The URL a story card shows for a cover with these sizes: the middle one (480 px of three). */
export function coverUrlOf(sizes: readonly CoverImage[]): string {
  return sizes[Math.floor(sizes.length / 2)]!.url;
}

/**
 * Makes `sizes` the story's cover: stores each under its hash (owned by the story's author; an
 * identical image already stored is kept), sets `stories.cover_images` (narrowest first) and
 * `stories.cover_url` (`coverUrlOf`), and deletes the story's earlier cover sizes no story uses any
 * more. One transaction. Permission is the caller's (`getStoryFor(…, 'edit-details')`).
 */
export async function setStoryCover(
  db: DbOrTx,
  story: Pick<typeof stories.$inferSelect, 'id' | 'authorId' | 'coverImages'>,
  sizes: CoverSize[],
): Promise<void> {
  const coverImages = sizes.map((size) => ({ width: size.width, url: storedImagePath(size.hash, 'webp') }));
  await db.transaction(async (tx) => {
    await tx
      .insert(images)
      .values(
        sizes.map((size) => ({
          hash: size.hash,
          ownerId: story.authorId,
          contentType: 'image/webp',
          bytes: size.bytes,
          width: size.width,
          height: size.height,
        })),
      )
      .onConflictDoNothing();
    await tx
      .update(stories)
      .set({ coverImages, coverUrl: coverUrlOf(coverImages), updatedAt: new Date() })
      .where(eq(stories.id, story.id));
    await deleteUnusedCoverImages(tx, story.coverImages);
  });
}

/**
 * Removes the story's uploaded or linked cover: `cover_url` and `cover_images` become null (the web
 * draws the generated cover again) and its stored sizes no story uses any more are deleted.
 */
export async function clearStoryCover(
  db: DbOrTx,
  story: Pick<typeof stories.$inferSelect, 'id' | 'coverImages'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(stories)
      .set({ coverImages: null, coverUrl: null, updatedAt: new Date() })
      .where(eq(stories.id, story.id));
    await deleteUnusedCoverImages(tx, story.coverImages);
  });
}

/**
 * Deletes the stored cover sizes among `previous` that no story's `cover_images` lists any more (the
 * same image uploaded to two stories is stored once). Call it after the story row changed, in the
 * same transaction.
 */
export async function deleteUnusedCoverImages(
  tx: DbOrTx,
  previous: readonly CoverImage[] | null | undefined,
): Promise<void> {
  const hashes = (previous ?? []).flatMap((size) => storedImageHash(size.url) ?? []);
  if (hashes.length === 0) return;
  await tx.delete(images).where(
    and(
      inArray(images.hash, hashes),
      eq(images.contentType, 'image/webp'),
      sql`NOT EXISTS (SELECT 1 FROM ${stories}, jsonb_array_elements(${stories.coverImages}) AS size
          WHERE size->>'url' = '/api/images/' || ${images.hash} || '.webp')`,
    ),
  );
}

/**
 * The bytes of the largest stored size of an uploaded cover (for the EPUB and link-preview card), or
 * null when `coverImages` is null or the image is gone.
 */
export async function loadLargestCover(
  db: DbOrTx,
  coverImages: readonly CoverImage[] | null | undefined,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const largest = coverImages?.[coverImages.length - 1];
  const hash = largest ? storedImageHash(largest.url) : null;
  if (!hash) return null;
  const [image] = await db
    .select({ bytes: images.bytes, contentType: images.contentType })
    .from(images)
    .where(eq(images.hash, hash))
    .limit(1);
  return image ?? null;
}

/**
 * A story's uploaded cover sizes when they are its cover: `cover_images` is set and `cover_url` still
 * points at its middle size (an edit that set another `coverUrl` since then wins). Else null.
 */
export function uploadedCoverOf(story: {
  coverUrl: string | null;
  coverImages: CoverImage[] | null;
}): CoverImage[] | null {
  const sizes = story.coverImages;
  return sizes && sizes.length > 0 && story.coverUrl === coverUrlOf(sizes) ? sizes : null;
}

/** JPEG quality of an uploaded cover re-encoded for an EPUB or a link-preview card, 1 to 100. */
const COVER_JPEG_QUALITY = 90;

/**
 * The story's uploaded cover (`uploadedCoverOf`) at its largest stored size, re-encoded as JPEG for
 * places WebP is not safe everywhere (EPUB readers before EPUB 3.3; link-preview cards). Null when the
 * story has no uploaded cover.
 */
export async function uploadedCoverAsJpeg(
  db: DbOrTx,
  story: { coverUrl: string | null; coverImages: CoverImage[] | null },
): Promise<{ contentType: 'image/jpeg'; bytes: Buffer } | null> {
  const stored = await loadLargestCover(db, uploadedCoverOf(story));
  if (!stored) return null;
  const sharp = await loadSharp();
  const bytes = await sharp(stored.bytes)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: COVER_JPEG_QUALITY })
    .toBuffer();
  return { contentType: 'image/jpeg', bytes };
}
