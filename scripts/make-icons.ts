import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * An ICO file holding `pngs` as they are (PNG-in-ICO, read by every browser since Windows Vista's
 * format): a 6-byte ICONDIR, one 16-byte ICONDIRENTRY per image, then the images. Sizes in px, < 256.
 */
function icoOf(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry); // width
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

/**
 * Draws the PWA icons committed under web/public from the one SVG mark (web/public/icon.svg):
 * 192 and 512 px "any" icons, a 512 px maskable icon whose mark sits inside the 80 % safe zone on a
 * full-bleed background (W3C Web App Manifest, "icon masks"), the 180 px Apple touch icon, and
 * favicon.ico (16, 32 and 48 px) for clients that ask for /favicon.ico without reading the page.
 * Run with `npx tsx scripts/make-icons.ts` after changing the SVG.
 */
async function main(): Promise<void> {
  const publicDir = path.resolve(import.meta.dirname, '../web/public');
  const svg = path.join(publicDir, 'icon.svg');
  const render = (size: number) =>
    sharp(svg, { density: 72 * (size / 64) })
      .resize(size, size)
      .png();
  await render(192).toFile(path.join(publicDir, 'icon-192.png'));
  await render(512).toFile(path.join(publicDir, 'icon-512.png'));
  // Maskable: a full-bleed square in the mark's colour, the mark at 70 % (inside the 80 % safe circle).
  const inner = await render(358).toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#6d28d9' } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toFile(path.join(publicDir, 'icon-maskable-512.png'));
  // iOS ignores the manifest's icons and rounds the corners itself: an opaque, full-bleed square.
  const touch = await render(150).toBuffer();
  await sharp({ create: { width: 180, height: 180, channels: 4, background: '#6d28d9' } })
    .composite([{ input: touch, gravity: 'centre' }])
    .flatten({ background: '#6d28d9' })
    .png()
    .toFile(path.join(publicDir, 'apple-touch-icon.png'));
  const favicons = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, png: await render(size).toBuffer() })),
  );
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(favicons));
}

await main();
