/** A rectangle of an image, in its natural pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A cover's shape: 2 wide by 3 tall (docs/reference/stories.md#covers). */
export const COVER_ASPECT = 2 / 3;
/**
 * Widest crop the browser sends, px: above the server's largest stored width (960) with room, so the
 * server never has to enlarge, and a few hundred KB to upload whatever the photo's size.
 */
export const MAX_SENT_COVER_WIDTH = 1200;
/** The types the cover field offers (the server reads the format from the bytes and takes these only). */
export const COVER_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The part of an `imageWidth` x `imageHeight` image to draw: `area` rounded to whole pixels, kept inside
 * the image, and trimmed to exactly 2:3 (the cropper's rounding may be a pixel off either way).
 */
export function clampCropArea(area: PixelArea, imageWidth: number, imageHeight: number): PixelArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), imageWidth - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), imageHeight - 1);
  let width = Math.max(1, Math.min(Math.round(area.width), imageWidth - x));
  let height = Math.max(1, Math.min(Math.round(area.height), imageHeight - y));
  if (width / height > COVER_ASPECT) width = Math.max(1, Math.round(height * COVER_ASPECT));
  else height = Math.max(1, Math.round(width / COVER_ASPECT));
  height = Math.min(height, imageHeight - y);
  return { x, y, width, height };
}

/**
 * The canvas a crop is drawn to, px: the crop's own size, scaled down (never up) to at most
 * MAX_SENT_COVER_WIDTH wide, at 2:3.
 */
export function coverCanvasSize(area: PixelArea): { width: number; height: number } {
  const width = Math.max(1, Math.min(MAX_SENT_COVER_WIDTH, Math.round(area.width)));
  return { width, height: Math.round(width / COVER_ASPECT) };
}

/** Loads `src` (an object URL) as an image, or rejects when the browser cannot decode it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This file is not an image we can read.'));
    image.src = src;
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws `area` of `image` to a 2:3 canvas (`coverCanvasSize`) and encodes it as WebP, or JPEG where the
 * browser cannot encode WebP (it then hands back a PNG). The server re-encodes it anyway.
 * @throws Error when the browser cannot draw or encode it
 */
export async function renderCoverCrop(image: HTMLImageElement, area: PixelArea): Promise<File> {
  const crop = clampCropArea(area, image.naturalWidth, image.naturalHeight);
  const size = coverCanvasSize(crop);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the cover.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  const webp = await canvasBlob(canvas, 'image/webp', 0.9);
  if (webp?.type === 'image/webp') return new File([webp], 'cover.webp', { type: 'image/webp' });
  const jpeg = await canvasBlob(canvas, 'image/jpeg', 0.9);
  if (!jpeg) throw new Error('This browser cannot prepare the cover.');
  return new File([jpeg], 'cover.jpg', { type: 'image/jpeg' });
}
