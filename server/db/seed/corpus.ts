import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parseManuscript } from '../../modules/import/import.service.js';
import { createStoryFromManuscript } from '../../modules/import/import-story.js';
import type { Db } from '../client.js';
import { users } from '../schema.js';

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

/** "Jane Austen (1775–1817)" -> "jane-austen"; non-Latin-only names fall back to "classics". */
export function authorUsername(author: string | null): string {
  const slug = (author ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug.length >= 3 ? slug : 'classics';
}

async function findOrCreateAuthor(db: Db, author: string | null, passwordHash: string): Promise<number> {
  const username = authorUsername(author);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@classics.storyloom.test`,
      password: passwordHash,
      displayName: author ?? 'Classics',
      isCreator: true,
      bio: 'Public-domain classics, imported from the Storyloom demo corpus.',
    })
    .returning({ id: users.id });
  return created!.id;
}

/**
 * Imports every .txt book of `corpusDir/books` as a published story under an account per author.
 * EPUB copies are skipped here (they duplicate .txt books). Returns the number imported.
 */
export async function importCorpus(db: Db, corpusDir: string, passwordHash: string): Promise<number> {
  const booksDir = path.join(corpusDir, 'books');
  const files = fs
    .readdirSync(booksDir)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  let imported = 0;
  for (const file of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(booksDir, file)));
    const manuscript = await parseManuscript({ fileName: file, bytes });
    if (manuscript.chapters.length === 0) continue;
    const authorId = await findOrCreateAuthor(db, manuscript.author, passwordHash);
    const slug = file.replace(/\.txt$/, '');
    await createStoryFromManuscript(db, { id: authorId, username: null }, manuscript, {
      genre: genreByBook[slug] ?? 'Literary Fiction',
      isPublished: true,
      summary: manuscript.author
        ? `A public-domain classic by ${manuscript.author}.`
        : 'A public-domain classic.',
      tags: ['classic', 'public domain'],
      fallbackTitle: titleFromSlug(slug),
    });
    imported++;
  }
  return imported;
}
