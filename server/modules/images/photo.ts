import { and, eq, ne } from 'drizzle-orm';
import { storedImagePath } from '../../../contract/images.js';
import type { Db } from '../../db/client.js';
import { images, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import {
  type EncodedImage,
  encodedImage,
  encodeWithin,
  MAX_UPLOAD_PIXELS,
  openUploadedImage,
} from './image-upload.js';

/** Largest photo upload, in bytes (5 MiB): a phone's camera JPEG is 2 to 4 MiB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Most pixels a photo may decode to (image-upload.ts, ADR 0011). */
export const MAX_PHOTO_PIXELS = MAX_UPLOAD_PIXELS;
/** Longest side of a stored profile photo, in px (docs/reference/people.md#dashboard). */
export const PHOTO_MAX_SIDE_PX = 400;
/** JPEG quality of a stored photo, 1 to 100 (docs/reference/people.md#dashboard: quality 0.8). */
export const PHOTO_JPEG_QUALITY = 80;

/** Raster formats accepted, as sharp names them. SVG is refused: it is a document, not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

export type ProcessedPhoto = EncodedImage;

/**
 * Re-encodes an uploaded photo: the format is read from the bytes (never the name or the declared
 * type), EXIF orientation applied, resized to fit PHOTO_MAX_SIDE_PX (never enlarged), flattened on
 * white, JPEG quality 80, all metadata (EXIF, GPS, ICC comments) dropped (sharp keeps none unless
 * asked: sharp docs "Output options: keepMetadata"). `hash` is the hex SHA-256 of the JPEG.
 * @throws AppError IMAGE_INVALID (415) for anything that is not a raster image within the limits,
 *   PAYLOAD_TOO_LARGE (413) for an image above MAX_PHOTO_PIXELS
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const opened = await openUploadedImage(input, ACCEPTED_FORMATS);
  return encodeWithin(async () => {
    const { data, info } = await opened
      .pipeline()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return encodedImage(data, info);
  });
}

/**
 * Makes `photo` the user's profile photo: stores it under its hash (a second upload of the same
 * image stores nothing new), points `users.profile_image_url` at `/api/images/{hash}.jpg` and deletes
 * the user's earlier photos (their JPEG images: covers they uploaded are WebP and stay, ADR 0031). One transaction. Returns the user's updated row (for the profile answer).
 * @throws AppError UNAUTHENTICATED (the account was deleted meanwhile, as `getCurrentUser`)
 */
export async function setProfilePhoto(
  db: Db,
  userId: number,
  photo: ProcessedPhoto,
): Promise<typeof users.$inferSelect> {
  const url = storedImagePath(photo.hash);
  return db.transaction(async (tx) => {
    await tx
      .insert(images)
      .values({
        hash: photo.hash,
        ownerId: userId,
        contentType: 'image/jpeg',
        bytes: photo.bytes,
        width: photo.width,
        height: photo.height,
      })
      .onConflictDoNothing();
    const [user] = await tx
      .update(users)
      .set({ profileImageUrl: url, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('UNAUTHENTICATED');
    await tx
      .delete(images)
      .where(
        and(eq(images.ownerId, userId), eq(images.contentType, 'image/jpeg'), ne(images.hash, photo.hash)),
      );
    return user;
  });
}
