import path from 'node:path';
import sharp from 'sharp';

/**
 * Draws the PWA icons committed under web/public from the one SVG mark (web/public/icon.svg):
 * 192 and 512 px "any" icons, a 512 px maskable icon whose mark sits inside the 80 % safe zone on a
 * full-bleed background (W3C Web App Manifest, "icon masks"), and the 180 px Apple touch icon.
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
}

await main();
