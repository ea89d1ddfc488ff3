import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type ImportedManuscript, parseManuscript } from '../../modules/import/import.service.js';
import { createStoryFromManuscript } from '../../modules/import/import-story.js';
import type { Db } from '../client.js';
import { users } from '../schema.js';
import { type CorpusAuthor, groupAuthors } from './corpus-authors.js';

/** Genres for the demo library's classics, by file name (seed data, not import rules). */
const genreByBook: Record<string, string> = {
  'pride-and-prejudice': 'Romance',
  'alices-adventures-in-wonderland': 'Fantasy',
  'adventures-of-sherlock-holmes': 'Mystery',
  frankenstein: 'Horror',
  dracula: 'Horror',
  'the-time-machine': 'Sci-Fi',
  'a-study-in-scarlet': 'Mystery',
  'the-war-of-the-worlds': 'Sci-Fi',
  'treasure-island': 'Adventure',
  'a-christmas-carol': 'Literary Fiction',
  'moby-dick': 'Adventure',
  'die-verwandlung-de': 'Literary Fiction',
  'le-tour-du-monde-fr': 'Adventure',
  'botchan-ja': 'Comedy',
  'the-captains-daughter-ru': 'Historical Fiction',
};

/** "the-war-of-the-worlds" -> "The War of the Worlds" (used when a book has no detectable title). */
export function titleFromSlug(slug: string): string {
  const small = new Set(['a', 'an', 'and', 'in', 'of', 'on', 'the', 'to']);
  return slug
    .replace(/-(de|fr|ja|ru)$/, '')
    .split('-')
    .map((word, i) => (i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** An author's account: found by username (stable across seeds), else created as a creator. */
async function findOrCreateAuthor(
  db: Db,
  author: CorpusAuthor | null,
  passwordHash: string,
): Promise<number> {
  const username = author?.username ?? 'classics';
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@classics.storyloom.test`,
      password: passwordHash,
      displayName: author?.displayName ?? 'Classics',
      isCreator: true,
      bio: 'Public-domain classics, imported from the Storyloom demo corpus.',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return created!.id;
}

/**
 * Imports every .txt book of `corpusDir/books` as a published story under its real author: one account per
 * person however the title pages spell the name (see `groupAuthors`), the book's own title as its title
 * page writes it. EPUB copies are skipped here (they duplicate .txt books). Returns the number imported.
 */
export async function importCorpus(db: Db, corpusDir: string, passwordHash: string): Promise<number> {
  const booksDir = path.join(corpusDir, 'books');
  const files = fs
    .readdirSync(booksDir)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  const books: { slug: string; manuscript: ImportedManuscript }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(booksDir, file)));
    const manuscript = await parseManuscript({ fileName: file, bytes });
    if (manuscript.chapters.length > 0) books.push({ slug: file.replace(/\.txt$/, ''), manuscript });
  }
  // Grouped before any account exists, so the account's name does not depend on which book came first.
  const authors = groupAuthors(books.flatMap((b) => (b.manuscript.author ? [b.manuscript.author] : [])));
  for (const { slug, manuscript } of books) {
    const author = authors.find((a) => manuscript.author && a.variants.includes(manuscript.author)) ?? null;
    const authorId = await findOrCreateAuthor(db, author, passwordHash);
    await createStoryFromManuscript(db, { id: authorId, username: null }, manuscript, {
      genre: genreByBook[slug] ?? 'Literary Fiction',
      isPublished: true,
      summary: author ? `A public-domain classic by ${author.displayName}.` : 'A public-domain classic.',
      tags: ['classic', 'public domain'],
      fallbackTitle: titleFromSlug(slug),
    });
  }
  return books.length;
}
