import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/auth.js';
import { images, users } from '../../db/schema.js';
import { buildUser, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** Profile photo upload (docs/reference/people.md#dashboard) against the real database and the real sharp. */
let t: TestContext;
let ada: UserRow;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await buildUser(t.db);
  cookie = await signIn(t.app, ada);
});
afterAll(() => t.close());

async function upload(fileName: string, bytes: Buffer, as = cookie) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/photo',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, cookie: as },
  });
}

/** A noisy PNG (so it does not compress to nothing) with EXIF and GPS metadata. */
async function photo(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Ada' }, IFD3: { GPSLatitudeRef: 'N' } })
    .png()
    .toBuffer();
}

describe('profile photo upload', () => {
  it('resizes to 400 px on the longest side as JPEG without metadata, served for good', async () => {
    const response = await upload('me.png', await photo(1200, 800));
    expect(response.statusCode).toBe(200);
    const profile = response.json() as Profile;
    expect(profile.profileImageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: profile.profileImageUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 267 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const [row] = await t.db.select().from(users).where(eq(users.id, ada.id));
    expect(row!.profileImageUrl).toBe(profile.profileImageUrl);
    const avatar = await t.app.inject({ method: 'GET', url: `/api/users/${ada.id}/avatar` });
    expect(avatar.statusCode).toBe(302);
    expect(avatar.headers.location).toBe(profile.profileImageUrl);
  });

  it('never enlarges a small photo, and replaces the previous one', async () => {
    const response = await upload('small.png', await photo(120, 90));
    const url = (response.json() as Profile).profileImageUrl!;
    const served = await t.app.inject({ method: 'GET', url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 120, height: 90 });
    const stored = await t.db.select({ hash: images.hash }).from(images).where(eq(images.ownerId, ada.id));
    expect(stored.map((i) => `/api/images/${i.hash}.jpg`)).toEqual([url]);
  });

  it('refuses what is not a raster image, whatever its name', async () => {
    for (const [name, bytes] of [
      ['notes.png', Buffer.from('just some text, not an image')],
      ['logo.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
      ['cut.png', (await photo(50, 50)).subarray(0, 60)],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toMatchObject({ code: 'IMAGE_INVALID' });
    }
  });

  it('refuses files over 5 MB and images over 40 megapixels', async () => {
    const big = await upload('big.png', Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload('bomb.png', bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 404 for an unknown image and 401 to an upload signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(64)}.jpg` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/images/../etc.jpg' })).statusCode).toBe(404);
    expect((await upload('me.png', await photo(10, 10), 'storyloom.sid=nope')).statusCode).toBe(401);
  });
});
