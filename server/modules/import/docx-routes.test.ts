import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, stories } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { MAX_DOCX_XML_ELEMENTS } from './limits.js';
import { openSafeZip } from './safe-zip.js';
import {
  buildDocx,
  heading1,
  imageParagraph,
  minimalDocxFiles,
  paragraph,
  prose,
  titleParagraph,
} from './test-docx.js';
import { uploadManuscript } from './test-upload.js';
import { buildZip, damagedDeflate, type ZipFileSpec, zeroBombDeflate } from './test-zip.js';

// Word manuscripts through the HTTP routes: preview, save, read back; hostile .docx files get a 4xx
// and create nothing (ADR 0033, ADR 0011).

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, await buildUser(t.db));
});
afterAll(() => t.close());

const upload = (fileName: string, bytes: Uint8Array) => uploadManuscript(t.app, fileName, bytes, cookie);

async function rowCounts() {
  const [s] = await t.db.select({ n: count() }).from(stories);
  const [c] = await t.db.select({ n: count() }).from(chapters);
  return { stories: s?.n, chapters: c?.n };
}

/** The entries of a .docx, each with a spec `change` may replace (by name), rebuilt with `buildZip`. */
async function rezip(
  bytes: Uint8Array,
  change: (name: string) => Partial<ZipFileSpec> | null,
): Promise<Uint8Array> {
  const zip = await openSafeZip(bytes, 'source.docx');
  const files: ZipFileSpec[] = [];
  for (const name of zip.names) {
    const data = (await zip.read(name)) ?? Buffer.alloc(0);
    files.push({ name, data: new Uint8Array(data), deflate: true, ...change(name) });
  }
  return buildZip(files);
}

describe('.docx through POST /api/import/preview', () => {
  it('previews, saves and reads back a Word manuscript with its italics and bold', async () => {
    const bytes = await buildDocx([
      titleParagraph('The Lantern Road'),
      heading1('Arrival'),
      paragraph(
        'The road was ',
        { text: 'never', italics: true },
        ' quiet, and the lantern ',
        {
          text: 'burned',
          bold: true,
        },
        '.',
      ),
      paragraph(prose(40)),
      imageParagraph(),
      heading1('Departure'),
      paragraph(prose(50, 2)),
    ]);
    const response = await upload('lantern-road.docx', bytes);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      fileName: 'lantern-road.docx',
      format: 'docx',
      title: 'The Lantern Road',
      notes: ['1 image was left out.'],
    });
    expect(preview.chapters.map((c: { title: string }) => c.title)).toEqual(['Arrival', 'Departure']);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie },
      payload: {
        title: preview.title,
        genre: 'Fantasy',
        chapters: preview.chapters.map((c: { title: string; content: string }) => ({
          title: c.title,
          content: c.content,
        })),
        isPublished: false,
      },
    });
    expect(saved.statusCode).toBe(201);
    const storyId = saved.json().id;
    const toc = await t.app.inject({ url: `/api/stories/${storyId}/toc`, headers: { cookie } });
    expect(toc.statusCode).toBe(200);
    const [first] = toc.json();
    const chapter = await t.app.inject({ url: `/api/chapters/${first.id}`, headers: { cookie } });
    expect(chapter.statusCode).toBe(200);
    expect(chapter.json().title).toBe('Arrival');
    expect(chapter.json().content.split('\n\n')[0]).toBe(
      'The road was _never_ quiet, and the lantern **burned**.',
    );
  });

  it('never inflates a picture: a bomb in word/media does not matter', async () => {
    const source = await buildDocx([heading1('One'), paragraph(prose(20)), imageParagraph()]);
    const bytes = await rezip(source, (name) =>
      name.startsWith('word/media/') ? { compressed: zeroBombDeflate(64), declaredSize: 5000 } : null,
    );
    const response = await upload('picture-bomb.docx', bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().notes).toEqual(['1 image was left out.']);
  });

  it.each([
    [
      'a zip bomb whose sizes lie',
      'bomb.docx',
      () => buildZip(minimalDocxFiles({ compressed: zeroBombDeflate(1024), declaredSize: 5000 })),
      422,
      'IMPORT_UNSAFE_ARCHIVE',
    ],
    [
      'a zip that declares 200 MB',
      'huge.docx',
      () =>
        buildZip([
          ...minimalDocxFiles(),
          {
            name: 'word/media/a.png',
            data: 'x',
            compressed: zeroBombDeflate(1),
            declaredSize: 200 * 1024 * 1024,
          },
        ]),
      422,
      'IMPORT_UNSAFE_ARCHIVE',
    ],
    [
      'more XML elements than mammoth may build',
      'dense.docx',
      () =>
        buildZip(
          minimalDocxFiles({
            data: `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p/>'.repeat(MAX_DOCX_XML_ELEMENTS)}</w:body></w:document>`,
          }),
        ),
      413,
      'IMPORT_TOO_COMPLEX',
    ],
    [
      'a path traversal entry',
      'evil.docx',
      () => buildZip([...minimalDocxFiles(), { name: '../x', data: 'x' }]),
      422,
      'IMPORT_UNSAFE_ARCHIVE',
    ],
    [
      'damaged deflate data',
      'damaged.docx',
      () => buildZip(minimalDocxFiles({ compressed: damagedDeflate() })),
      422,
      'IMPORT_CORRUPT',
    ],
    [
      'bytes that are not a zip',
      'notes.docx',
      () => new Uint8Array(Buffer.from('Chapter 1\n\nJust text.')),
      422,
      'IMPORT_CORRUPT',
    ],
    [
      'a zip that is not a Word document',
      'photos.docx',
      () => buildZip([{ name: 'a.txt', data: 'hi' }]),
      422,
      'IMPORT_CORRUPT',
    ],
    [
      'an old binary Word file',
      'manuscript.doc',
      () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      415,
      'IMPORT_UNSUPPORTED_TYPE',
    ],
  ])('refuses %s (%s) with a 4xx and creates nothing', async (_, fileName, build, status, code) => {
    const before = await rowCounts();
    const response = await upload(fileName, build());
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toContain(`"${fileName}"`);
    expect(await rowCounts()).toEqual(before);
  });

  it('says what to do with a .doc', async () => {
    const response = await upload('old.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]));
    expect(response.json().message).toBe(
      '"old.doc" is an older Word document (.doc), which cannot be imported. Open it in Word, LibreOffice or Google Docs, save it as a .docx file and upload that.',
    );
  });

  it('names .docx among the accepted files when refusing another type', async () => {
    const response = await upload('cover.png', new Uint8Array([0x89, 0x50]));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/Upload a \.txt, \.md, \.markdown, \.docx or \.epub file\.$/);
  });
});
