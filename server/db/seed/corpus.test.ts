import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, txtBooks } from '../../modules/import/test-corpus.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import { stories, users } from '../schema.js';
import { chapterTexts as chapters } from '../schema-text.js';
import { importCorpus } from './corpus.js';
import { authorUsername, groupAuthors, isSameAuthor } from './corpus-authors.js';

/** The .txt rows of the corpus MANIFEST table: slug, title and author as the manifest writes them. */
function manifestBooks(): { slug: string; title: string; author: string }[] {
  const text = readFileSync(path.join(CORPUS_DIR, 'MANIFEST.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\| `[^`]+` \|/.test(line))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim()))
    .filter((cells) => (cells[5] ?? '').startsWith('.txt'))
    .map(([slug = '', title = '', author = '']) => ({
      slug: slug.replace(/`/g, ''),
      // "坊っちゃん (Botchan)", "Капитанская дочка (The Captain's Daughter)": the book's own title.
      title: title.replace(/\s*\([^)]*\)$/, ''),
      // "Jane Austen (1775–1817)", "Александр Пушкин / A. S. Pushkin (…)": the person.
      author: author.replace(/\s*\([^)]*\)$/, ''),
    }));
}

describe('corpus authors', () => {
  it('tells one person from two however the title page writes the name', () => {
    expect(isSameAuthor('A. Conan Doyle', 'Sir Arthur Conan Doyle')).toBe(true);
    expect(isSameAuthor('H. G. Wells', 'H. G. Wells')).toBe(true);
    expect(isSameAuthor('Jane Austen', 'Cassandra Austen')).toBe(false);
    expect(isSameAuthor('Александр Пушкин', '夏目漱石')).toBe(false);
    expect(groupAuthors(['A. Conan Doyle', 'Jane Austen', 'Sir Arthur Conan Doyle'])).toEqual([
      {
        displayName: 'Sir Arthur Conan Doyle',
        username: 'arthur-conan-doyle',
        variants: ['A. Conan Doyle', 'Sir Arthur Conan Doyle'],
      },
      { displayName: 'Jane Austen', username: 'jane-austen', variants: ['Jane Austen'] },
    ]);
  });

  it('makes a stable username from any name, Latin or not', () => {
    expect(authorUsername('Александр Пушкин')).toBe('aleksandr-pushkin');
    expect(authorUsername('Mary Wollstonecraft (Godwin) Shelley')).toBe('mary-wollstonecraft-shelley');
    expect(authorUsername('夏目漱石')).toMatch(/^author-[a-z0-9]+$/);
    expect(authorUsername('夏目漱石')).toBe(authorUsername('夏目漱石'));
    expect(authorUsername('夏目漱石')).not.toBe(authorUsername('森鴎外'));
  });
});

describe('the demo corpus import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await importCorpus(database.db, CORPUS_DIR, 'not-a-real-hash');
  }, 180_000);
  afterAll(() => database.close());

  const rows = () =>
    database.db
      .select({
        id: stories.id,
        title: stories.title,
        authorId: stories.authorId,
        username: users.username,
        displayName: users.displayName,
      })
      .from(stories)
      .innerJoin(users, eq(users.id, stories.authorId))
      .orderBy(asc(stories.id));

  it('puts each book under its real author: one account per person in the manifest', async () => {
    const books = manifestBooks();
    expect(books).toHaveLength(15);
    const imported = await rows();
    expect(imported).toHaveLength(books.length);
    // Files are imported in slug order, so row i is the i-th slug.
    const bySlug = [...books].sort((a, b) => a.slug.localeCompare(b.slug));
    const accountOf = new Map<string, number>();
    bySlug.forEach((book, i) => {
      const account = imported[i]!.authorId;
      const known = accountOf.get(book.author);
      if (known === undefined) accountOf.set(book.author, account);
      else expect(account, `${book.slug} shares ${book.author}'s account`).toBe(known);
    });
    expect(new Set(accountOf.values()).size, 'distinct people, distinct accounts').toBe(accountOf.size);
    const pushkin = imported[bySlug.findIndex((b) => b.slug === 'the-captains-daughter-ru')]!;
    expect(pushkin).toMatchObject({ username: 'aleksandr-pushkin', displayName: 'Александр Пушкин' });
    const soseki = imported[bySlug.findIndex((b) => b.slug === 'botchan-ja')]!;
    expect(soseki.displayName).toBe('夏目漱石');
    expect(imported.some((r) => r.username === 'classics')).toBe(false);
  });

  it('keeps each book its own title as written (re-cased only where the title page shouts)', async () => {
    const bySlug = [...manifestBooks()].sort((a, b) => a.slug.localeCompare(b.slug));
    const titles = (await rows()).map((r) => r.title);
    const mismatches = bySlug.filter((book, i) => {
      const title = titles[i] ?? '';
      // A title page may give less than the manifest's full title ("A Christmas Carol" of "A Christmas
      // Carol in Prose; Being …") or keep its own lower case ("Frankenstein; or, the Modern Prometheus").
      const plain = (text: string) => text.toLowerCase().replace(/’/g, "'");
      return !plain(book.title).startsWith(plain(title)) || title.length < 5;
    });
    expect(mismatches).toEqual([]);
    const exact = [
      'Moby-Dick; or, The Whale',
      'Капитанская дочка',
      'Le Tour du monde en quatre-vingts jours',
    ];
    for (const title of exact) expect(titles).toContain(title);
    expect(titles).toContain('Alice’s Adventures in Wonderland');
  });

  it('shows chapter titles and text without Gutenberg or Aozora markup, with every chapter', async () => {
    const all = await database.db
      .select({ storyId: chapters.storyId, title: chapters.title, content: chapters.content })
      .from(chapters);
    const marked = all.filter((c) => /_\w|\w_|--/.test(c.title ?? '')).map((c) => c.title);
    expect(marked).toEqual([]);
    expect(all.filter((c) => /《|［＃/.test(c.content)).length).toBe(0);
    const counts = new Map<number, number>();
    for (const c of all) counts.set(c.storyId, (counts.get(c.storyId) ?? 0) + 1);
    const imported = await rows();
    const slugs = txtBooks.map((b) => b.slug).sort();
    expect(imported.map((r) => counts.get(r.id))).toEqual(
      slugs.map((slug) => txtBooks.find((b) => b.slug === slug)?.chapters),
    );
  });
});
