import { parseDocument } from 'htmlparser2';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../../contract/words.js';
import { chapterTexts as chapters } from '../../db/schema-text.js';
import { buildStory, buildUser, type StoryRow, type UserRow } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

let t: TestContext;
let author: UserRow;
let open: StoryRow;
let paid: StoryRow;
let adult: StoryRow;
let draft: StoryRow;
const SECRET = 'The vault code is 4471 and nobody else may know it.';
const ADULT_SECRET = 'A scene only grown-ups may read, behind the age check.';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://storyloom.example' });
  author = await buildUser(t.db, { username: `feeds_${process.pid}`, displayName: 'Ada <Lovelace> & Co' });
  open = await buildStory(t.db, author, { title: 'Tides & <Stones>', summary: 'A "harbour" story.' }, 2);
  paid = await buildStory(
    t.db,
    author,
    { accessLevel: 'premium', isPremium: true, individualPrice: '4.99' },
    1,
  );
  await t.db.insert(chapters).values(secretChapter(paid.id, SECRET, 2));
  adult = await buildStory(t.db, author, { isAdultContent: true }, 0);
  await t.db.insert(chapters).values(secretChapter(adult.id, ADULT_SECRET, 1));
  draft = await buildStory(t.db, author, { isPublished: false, title: 'Unreleased draft title' }, 1);
});
afterAll(() => t.close());

function secretChapter(storyId: number, marker: string, orderIndex: number) {
  const content = `${'Filler words before the lock. '.repeat(40)}${marker}`;
  return {
    storyId,
    authorId: author.id,
    title: 'Behind the lock',
    content,
    orderIndex,
    wordCount: countWords(content),
  };
}

/** The parsed XML document's elements named `name`, anywhere below `nodes`. */
function all(nodes: ChildNode[], name: string): Element[] {
  return nodes.flatMap((node) =>
    'children' in node && node.type === 'tag'
      ? [...(node.name === name ? [node] : []), ...all(node.children, name)]
      : [],
  );
}
const child = (el: Element, name: string) =>
  el.children.find((c: ChildNode): c is Element => c.type === 'tag' && c.name === name);
/** Text of a node and its descendants (CDATA sections included). */
const text = (node: ChildNode | undefined): string => {
  if (!node) return '';
  if ('data' in node) return node.data;
  return 'children' in node ? node.children.map(text).join('') : '';
};

/** The text a feed reader shows for an item field that `feed` marks as HTML. */
const shown = (html: string) => text(parseDocument(html, { decodeEntities: true }));

/**
 * Throws unless `xml` is well-formed XML 1.0, forbidden characters included: saxes is a conforming
 * parser (htmlparser2's xmlMode accepts anything).
 */
function expectWellFormedXml(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
}

/** Required elements of RSS 2.0 (rssboard.org/rss-specification): channel title, link, description; item title or description. */
function expectValidRss(xml: string): Element[] {
  expectWellFormedXml(xml);
  const doc = parseDocument(xml, { xmlMode: true });
  const [rss] = all(doc.children, 'rss');
  expect(rss?.attribs.version).toBe('2.0');
  const channel = rss && child(rss, 'channel');
  expect(channel).toBeDefined();
  for (const name of ['title', 'link', 'description']) expect(text(child(channel!, name)), name).not.toBe('');
  const items = all(channel!.children, 'item');
  for (const item of items) {
    expect(text(child(item, 'title'))).not.toBe('');
    expect(text(child(item, 'link'))).toMatch(/^https:\/\/storyloom\.example\/reader\/\d+\?chapter=\d+$/);
    expect(text(child(item, 'guid'))).not.toBe('');
    expect(Number.isNaN(Date.parse(text(child(item, 'pubDate'))))).toBe(false);
  }
  return items;
}

/** Required elements of Atom (RFC 4287 §4.1): feed id, title, updated, author; entry id, title, updated, link. */
function expectValidAtom(xml: string): Element[] {
  expectWellFormedXml(xml);
  const doc = parseDocument(xml, { xmlMode: true });
  const [feed] = all(doc.children, 'feed');
  expect(feed?.attribs.xmlns).toBe('http://www.w3.org/2005/Atom');
  for (const name of ['id', 'title', 'updated']) expect(text(child(feed!, name)), name).not.toBe('');
  expect(child(feed!, 'author')).toBeDefined();
  const entries = all(feed!.children, 'entry');
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated']) expect(text(child(entry, name)), name).not.toBe('');
    expect(Number.isNaN(Date.parse(text(child(entry, 'updated'))))).toBe(false);
    expect(child(entry, 'link')?.attribs.href).toMatch(/^https:\/\/storyloom\.example\/reader\//);
  }
  return entries;
}

describe('story feeds', () => {
  it('RSS 2.0 lists each chapter with a short excerpt of the public text, escaped', async () => {
    const response = await t.app.inject({ url: `/api/stories/${open.id}/feed.rss` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const items = expectValidRss(response.body);
    expect(items).toHaveLength(2);
    const doc = parseDocument(response.body, { xmlMode: true, decodeEntities: true });
    expect(text(all(doc.children, 'title')[0])).toBe('Tides & <Stones> · Storyloom');
    const excerpt = shown(text(child(items[0]!, 'description')));
    expect(excerpt).toMatch(/chapter of Tides & <Stones> begins here/);
    expect(excerpt.length).toBeLessThanOrEqual(281);
  });

  it('Atom validates and carries the same chapters', async () => {
    const response = await t.app.inject({ url: `/api/stories/${open.id}/feed.atom` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(expectValidAtom(response.body)).toHaveLength(2);
  });

  it('never carries a locked chapter text, and says why it is locked: paid or 18+, in either format', async () => {
    for (const [story, marker, reason] of [
      [paid, SECRET, 'A paid chapter: buy it on Storyloom to read it.'],
      [adult, ADULT_SECRET, 'An 18+ chapter: sign in on Storyloom and confirm your age to read it.'],
    ] as const) {
      for (const format of ['rss', 'atom']) {
        const response = await t.app.inject({ url: `/api/stories/${story.id}/feed.${format}` });
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(marker);
        expect(response.body).not.toContain('Filler words before the lock');
        expect(response.body).toContain(reason);
        expect(response.body).not.toContain('members-only');
      }
    }
  });

  it('answers 404 for drafts and unknown stories, never their titles', async () => {
    for (const url of [`/api/stories/${draft.id}/feed.rss`, '/api/stories/999999/feed.atom']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('STORY_NOT_FOUND');
      expect(response.body).not.toContain('Unreleased');
    }
    expect((await t.app.inject({ url: '/api/stories/abc/feed.rss' })).statusCode).toBe(400);
  });
});

describe('author feeds', () => {
  it('gathers the published stories chapters, newest first, with no draft and no locked text', async () => {
    const rss = await t.app.inject({ url: `/api/authors/${author.username}/feed.rss` });
    expect(rss.statusCode).toBe(200);
    expect(expectValidRss(rss.body)).toHaveLength(5);
    expect(rss.body).not.toContain('Unreleased');
    expect(rss.body).not.toContain(SECRET);
    expect(rss.body).not.toContain(ADULT_SECRET);
    const atom = await t.app.inject({ url: `/api/authors/${author.username!.toUpperCase()}/feed.atom` });
    expect(expectValidAtom(atom.body)).toHaveLength(5);
    const doc = parseDocument(atom.body, { xmlMode: true, decodeEntities: true });
    expect(text(all(doc.children, 'title')[0])).toBe('Ada <Lovelace> & Co · Storyloom');
  });

  it('answers 404 for an unknown author and 400 for a name no user can have', async () => {
    expect((await t.app.inject({ url: '/api/authors/nobody_here/feed.rss' })).json().code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await t.app.inject({ url: '/api/authors/a%20b/feed.rss' })).statusCode).toBe(400);
  });
});

describe('text from Word and markup in chapters', () => {
  const PIXEL = 'https://tracker.example/pixel.gif';
  let writer: UserRow;
  let story: StoryRow;

  beforeAll(async () => {
    writer = await buildUser(t.db, { username: `word_${process.pid}`, displayName: 'Word\u0007 Writer' });
    story = await buildStory(
      t.db,
      writer,
      { title: 'Ctrl\u000Bstory', summary: 'Bell\u0007 and page\u000C.' },
      0,
    );
    // Stored as an older save could have left it: the feeds must clean it on the way out too.
    const content = `First line\u000Bsecond line.\u000C\u0007See <img src="${PIXEL}"> & <b>bold</b>. ${'Filler text after the picture. '.repeat(30)}`;
    await t.db.insert(chapters).values({
      storyId: story.id,
      authorId: writer.id,
      title: 'Ch <1> & "one"',
      content,
      orderIndex: 1,
      wordCount: countWords(content),
    });
  });

  it('stays well-formed XML in the story and author feeds, RSS and Atom', async () => {
    for (const url of [
      `/api/stories/${story.id}/feed.rss`,
      `/api/stories/${story.id}/feed.atom`,
      `/api/authors/${writer.username}/feed.rss`,
      `/api/authors/${writer.username}/feed.atom`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(() => expectWellFormedXml(response.body), url).not.toThrow();
      for (const control of ['\u0007', '\u000B', '\u000C']) expect(response.body).not.toContain(control);
    }
  });

  it('shows titles and chapter text as the text they are: no remote image, no eaten markup', async () => {
    const rss = await t.app.inject({ url: `/api/stories/${story.id}/feed.rss` });
    const [item] = expectValidRss(rss.body);
    const doc = parseDocument(rss.body, { xmlMode: true, decodeEntities: true });
    expect(text(all(doc.children, 'title')[0])).toBe('Ctrl story · Storyloom');
    expect(shown(text(child(item!, 'title')))).toBe('Ctrl story: Ch <1> & "one"');
    const description = text(child(item!, 'description'));
    const html = parseDocument(description, { decodeEntities: true });
    expect(all(html.children, 'img')).toEqual([]);
    expect(all(html.children, 'b')).toEqual([]);
    expect(all(html.children, 'p').map((p) => text(p))).toEqual([
      'First line\nsecond line.',
      expect.stringMatching(
        /^See <img src="https:\/\/tracker\.example\/pixel\.gif"> & <b>bold<\/b>\. Filler/,
      ),
    ]);

    const atom = await t.app.inject({ url: `/api/stories/${story.id}/feed.atom` });
    const [entry] = expectValidAtom(atom.body);
    expect(shown(text(child(entry!, 'title')))).toBe('Ctrl story: Ch <1> & "one"');
    const summary = parseDocument(text(child(entry!, 'summary')), { decodeEntities: true });
    expect(all(summary.children, 'img')).toEqual([]);
    expect(shown(text(child(entry!, 'summary')))).toContain(`<img src="${PIXEL}">`);
  });
});
