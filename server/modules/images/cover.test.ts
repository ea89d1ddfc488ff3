import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImageHash } from '../../../contract/images.js';
import type { Story } from '../../../contract/stories.js';
import { images, stories, storyCollaborators } from '../../db/schema.js';
import { buildStory, buildUser, type StoryRow, signIn, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { openSafeZip } from '../import/safe-zip.js';
import { storyFeed } from '../public/feeds.service.js';
import { storyPageMeta } from '../public/page-meta.js';
import { coverWidthsFor } from './cover.js';

/** Cover upload (docs/reference/stories.md#covers, ADR 0031) against the real database and the real sharp. */
let t: TestContext;
let author: UserRow;
let cookie: string;
let story: StoryRow;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  cookie = await signIn(t.app, author);
  story = await buildStory(t.db, author);
});
afterAll(() => t.close());

async function multipart(
  method: 'PUT' | 'POST',
  url: string,
  as: string,
  field: string,
  name: string,
  bytes: Buffer,
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method,
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, cookie: as },
  });
}

const upload = (
  bytes: Buffer,
  options: { name?: string; as?: string; storyId?: number; field?: string } = {},
) =>
  multipart(
    'PUT',
    `/api/stories/${options.storyId ?? story.id}/cover`,
    options.as ?? cookie,
    options.field ?? 'file',
    options.name ?? 'cover.png',
    bytes,
  );

/** A noisy PNG (so it does not compress to nothing) with EXIF metadata. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Ada' } })
    .toFormat(format)
    .toBuffer();
}

describe('cover upload', () => {
  it('stores 2:3 WebP sizes of 240, 480 and 960 px, served for good, and answers the story', async () => {
    const response = await upload(await picture(1500, 1500, 'jpeg'), { name: 'cover.jpg' });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Story;
    expect(answer.coverImages?.map((size) => size.width)).toEqual([240, 480, 960]);
    expect(answer.coverUrl).toBe(answer.coverImages![1]!.url);
    for (const size of answer.coverImages!) {
      expect(size.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: size.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size.width, height: size.width * 1.5 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      // The same hash under the other extension is not an image we serve.
      const asJpg = size.url.replace('.webp', '.jpg');
      expect((await t.app.inject({ method: 'GET', url: asJpg })).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.coverImages).toEqual(answer.coverImages);
    expect(row!.coverUrl).toBe(answer.coverUrl);

    // Cards and the story answer carry the image URL itself, not an inline one with ?v=.
    const card = (await t.app.inject({ url: `/api/stories/${story.id}` })).json() as Story;
    expect(card.coverUrl).toBe(answer.coverUrl);
    expect(card.coverImages).toEqual(answer.coverImages);
    // The old cover route sends clients to the stored image.
    const legacy = await t.app.inject({ url: `/api/stories/${story.id}/cover` });
    expect(legacy.statusCode).toBe(302);
    expect(legacy.headers.location).toBe(answer.coverUrl);
  });

  it('crops to 2:3 whatever the shape, applies EXIF rotation and never enlarges', async () => {
    const wide = (await (await upload(await picture(900, 300))).json()) as Story;
    // A 900 x 300 picture crops to 200 x 300: one size at its own width.
    expect(wide.coverImages).toEqual([{ width: 200, url: expect.stringMatching(/\.webp$/) }]);
    const small = await sharp((await t.app.inject({ url: wide.coverImages![0]!.url })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([200, 300]);

    // Stored 900 x 600 with EXIF orientation 6 (turn a quarter): upright it is 600 x 900, a full 2:3
    // crop at 240 and 480 px. Read unturned, it would crop to 400 x 600 and store 240 only.
    const turned = await sharp(await picture(900, 600, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const rotated = (await upload(turned, { name: 'turned.jpg' })).json() as Story;
    expect(rotated.coverImages?.map((s) => s.width)).toEqual([240, 480]);

    const tall = (await upload(await picture(700, 2000, 'webp'), { name: 'tall.webp' })).json() as Story;
    expect(tall.coverImages?.map((s) => s.width)).toEqual([240, 480]);
    expect(tall.coverUrl).toBe(tall.coverImages![1]!.url);
    const meta = await sharp((await t.app.inject({ url: tall.coverImages![1]!.url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 720]);
  });

  it('widths: each standard one the crop reaches, its own width below 240, refused under 100', () => {
    expect(coverWidthsFor(1000)).toEqual([240, 480, 960]);
    expect(coverWidthsFor(960)).toEqual([240, 480, 960]);
    expect(coverWidthsFor(500)).toEqual([240, 480]);
    expect(coverWidthsFor(150.6)).toEqual([150]);
    expect(() => coverWidthsFor(99)).toThrow();
  });

  it('a new cover and DELETE remove the story’s unused sizes; a shared image stays', async () => {
    const other = await buildStory(t.db, author);
    const bytes = await picture(600, 900);
    const first = (await upload(bytes, { storyId: other.id })).json() as Story;
    const hashes = first.coverImages!.map((size) => storedImageHash(size.url)!);
    const stored = () => t.db.select({ hash: images.hash }).from(images).where(inArray(images.hash, hashes));
    expect(await stored()).toHaveLength(2);

    // The same picture on a second story is stored once; removing it from one keeps it for the other.
    const third = await buildStory(t.db, author);
    expect(((await upload(bytes, { storyId: third.id })).json() as Story).coverImages).toEqual(
      first.coverImages,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${other.id}/cover`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ coverUrl: null, coverImages: null });
    expect(await stored()).toHaveLength(2);

    // A different cover on the third story: the old sizes are used by no story and go.
    await upload(await picture(300, 450), { storyId: third.id });
    expect(await stored()).toHaveLength(0);
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${third.id}/cover`, headers: { cookie } });
    const [row] = await t.db.select().from(stories).where(eq(stories.id, third.id));
    expect(row).toMatchObject({ coverUrl: null, coverImages: null });
    const images404 = await t.app.inject({ url: first.coverImages![0]!.url });
    expect(images404.statusCode).toBe(404);
  });

  it('deleting a story, or giving its cover by URL, removes its uploaded sizes no other story lists', async () => {
    const doomed = await buildStory(t.db, author);
    const doomedSizes = ((await upload(await picture(420, 630), { storyId: doomed.id })).json() as Story)
      .coverImages!;
    const relinked = await buildStory(t.db, author);
    const relinkedSizes = ((await upload(await picture(360, 540), { storyId: relinked.id })).json() as Story)
      .coverImages!;
    const stored = (sizes: { url: string }[]) =>
      t.db
        .select({ hash: images.hash })
        .from(images)
        .where(
          inArray(
            images.hash,
            sizes.map((size) => storedImageHash(size.url)!),
          ),
        );
    expect(await stored(doomedSizes)).not.toHaveLength(0);
    expect(await stored(relinkedSizes)).not.toHaveLength(0);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${doomed.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await stored(doomedSizes)).toHaveLength(0);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/stories/${relinked.id}`,
      headers: { cookie },
      payload: { coverUrl: 'https://example.com/cover.jpg' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ coverUrl: 'https://example.com/cover.jpg', coverImages: null });
    expect(await stored(relinkedSizes)).toHaveLength(0);
  });

  it('a new profile photo leaves the covers its owner uploaded', async () => {
    const own = await buildStory(t.db, author);
    const answer = (await upload(await picture(300, 450), { storyId: own.id })).json() as Story;
    const photo = await multipart('POST', '/api/user/photo', cookie, 'file', 'me.png', await picture(50, 50));
    expect(photo.statusCode).toBe(200);
    expect((await t.app.inject({ url: answer.coverUrl! })).statusCode).toBe(200);
  });

  it('only the owner and co-authors may change the cover; editors, others and visitors may not', async () => {
    const png = await picture(300, 450);
    const stranger = await buildUser(t.db);
    const strangerCookie = await signIn(t.app, stranger);
    expect((await upload(png, { as: strangerCookie })).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${story.id}/cover`,
      headers: { cookie: strangerCookie },
    });
    expect(del.statusCode).toBe(403);
    expect((await upload(png, { as: 'storyloom.sid=nope' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}/cover` })).statusCode).toBe(
      401,
    );

    const editor = await buildUser(t.db);
    const coauthor = await buildUser(t.db);
    await t.db.insert(storyCollaborators).values([
      { storyId: story.id, userId: editor.id, role: 'editor', status: 'accepted' },
      { storyId: story.id, userId: coauthor.id, role: 'coauthor', status: 'accepted' },
    ]);
    expect((await upload(png, { as: await signIn(t.app, editor) })).statusCode).toBe(403);
    const byCoauthor = await upload(png, { as: await signIn(t.app, coauthor) });
    expect(byCoauthor.statusCode).toBe(200);
    // Stored as the story's author's, whoever uploaded it.
    const hash = storedImageHash((byCoauthor.json() as Story).coverUrl!)!;
    const [image] = await t.db.select({ ownerId: images.ownerId }).from(images).where(eq(images.hash, hash));
    expect(image!.ownerId).toBe(author.id);

    // Another author's draft is not found at all.
    const draft = await buildStory(t.db, stranger, { isPublished: false });
    expect((await upload(png, { storyId: draft.id })).statusCode).toBe(404);
  });
});

describe('hostile cover uploads', () => {
  it('refuses what is not a JPEG, PNG or WebP, whatever its name', async () => {
    const gif = await sharp(await picture(300, 450))
      .gif()
      .toBuffer();
    const avif = await sharp(await picture(300, 450))
      .avif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><script>alert(1)</script><rect width="600" height="900"/></svg>',
    );
    for (const [name, bytes] of [
      ['notes.jpg', Buffer.from('just some text, not an image')],
      ['evil.png', svg],
      ['anim.gif', gif],
      ['photo.heic', avif],
      ['cut.png', (await picture(300, 450)).subarray(0, 80)],
    ] as const) {
      const response = await upload(bytes, { name });
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toMatchObject({ code: 'IMAGE_INVALID' });
      expect(response.json().message, name).toMatch(/JPEG, PNG or WebP/);
    }
    const tiny = await upload(await picture(40, 60));
    expect(tiny.statusCode).toBe(415);
    expect(tiny.json().message).toMatch(/at least 100 x 150/);
  });

  it('re-encodes a polyglot: a JPEG with a zip and HTML appended comes back as a plain WebP', async () => {
    const tail = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      Buffer.alloc(64, 1),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(Buffer.concat([await picture(300, 450, 'jpeg'), tail]), { name: 'x.jpg' });
    expect(response.statusCode).toBe(200);
    for (const size of (response.json() as Story).coverImages!) {
      const served = (await t.app.inject({ url: size.url })).rawPayload;
      expect(served.subarray(8, 12).toString()).toBe('WEBP');
      expect(served.includes(Buffer.from('<script>'))).toBe(false);
      expect(served.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    }
  });

  it('refuses decompression bombs and files over 8 MB before decoding', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const big = await upload(Buffer.concat([await picture(300, 450), Buffer.alloc(8 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
  });

  it('an empty file, a missing field and a body that is not multipart are 4xx', async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.file' });
    const wrongField = await upload(await picture(300, 450), { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.file' });
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}/cover`,
      payload: { file: 'x' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('an uploaded cover elsewhere', () => {
  it('is the EPUB cover, the link-preview card and the feed image', async () => {
    const book = await buildStory(t.db, author, { title: 'Covered' });
    const answer = (await upload(await picture(600, 900), { storyId: book.id })).json() as Story;
    const hash = storedImageHash(answer.coverImages!.at(-1)!.url)!;

    const epub = await t.app.inject({ url: `/api/stories/${book.id}/export.epub`, headers: { cookie } });
    expect(epub.statusCode).toBe(200);
    const zip = await openSafeZip(epub.rawPayload, 'book.epub');
    const coverName = zip.names.find((name) => /cover\.jpe?g$/.test(name));
    expect(coverName, zip.names.join()).toBeDefined();
    const cover = await sharp((await zip.read(coverName!))!).metadata();
    expect(cover).toMatchObject({ format: 'jpeg', width: 480, height: 720 });

    const meta = await storyPageMeta(t.db, 'https://storyloom.example', book.id);
    const cardUrl = `https://storyloom.example/api/stories/${book.id}/card.png?cover=${hash.slice(0, 16)}`;
    expect(meta?.image).toBe(cardUrl);
    const card = await t.app.inject({ url: cardUrl.replace('https://storyloom.example', '') });
    expect(card.statusCode).toBe(200);
    const pixels = await sharp(card.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([pixels.info.width, pixels.info.height]).toEqual([1200, 630]);
    // The cover's noise fills the right 420 px: its pixels vary, unlike the gradient's smooth ones.
    const at = (x: number, y: number) => pixels.data[(y * 1200 + x) * pixels.info.channels]!;
    const right = new Set(Array.from({ length: 40 }, (_, i) => at(1000 + i, 300)));
    expect(right.size).toBeGreaterThan(10);

    const feed = await storyFeed(t.db, 'https://storyloom.example', book.id);
    expect(feed.options.image).toBe(cardUrl);
  });
});
