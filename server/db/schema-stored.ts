/**
 * Every table as it is stored, for drizzle-kit (drizzle.config.ts): the app's barrel `schema.ts`, with
 * its text-free `chapters` replaced by the stored table with its text (`chapterTexts`, schema-text.ts),
 * and the companion tables cut from that text. An explicit export wins over the same name from
 * `export *`, so drizzle-kit sees one `chapters` table, the one with `content` (ADR 0014). The app never
 * imports this file.
 */
export * from './schema.js';
export { chapterPassages, chapterSummaries, chapterTexts as chapters } from './schema-text.js';
