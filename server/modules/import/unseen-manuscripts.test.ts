import { describe, expect, it } from 'vitest';
import { type ImportedManuscript, parseManuscript } from './import.service.js';

/**
 * Manuscripts written for these tests, shaped like ones the importer had never seen when people tried it
 * (docs/reference/platform.md#import): a Markdown book with a linked "Contents" list, chapter titles on the
 * line after a bare number or "CHAPTER n" heading, and a "A Novel" subtitle under the title.
 */
const parse = (fileName: string, text: string): Promise<ImportedManuscript> =>
  parseManuscript({ fileName, bytes: new TextEncoder().encode(text) });
const titles = (m: ImportedManuscript) => m.chapters.map((c) => c.title);

/** A paragraph of `sentences` plain sentences (one line: editors do not hard-wrap). */
const paragraph = (topic: string, sentences = 6) =>
  Array.from(
    { length: sentences },
    (_, i) => `The ${topic} changed a little with every hour, and sentence ${i + 1} says so plainly.`,
  ).join(' ');

/** A hard-wrapped paragraph (lines under 72 characters), as Project Gutenberg-style files have. */
const wrapped = (topic: string) =>
  paragraph(topic)
    .replace(/(.{1,68})(\s|$)/g, '$1\n')
    .trim();

describe('manuscripts the importer had never seen', () => {
  it('keeps a Markdown "Contents" list of links out of the chapters', async () => {
    const md = [
      '# The Lighthouse Keeper',
      '',
      '## Contents',
      '',
      '- [The Arrival](#the-arrival)',
      '- [The Storm](#the-storm)',
      '- [The Departure](#the-departure)',
      '',
      '## The Arrival',
      '',
      paragraph('lamp'),
      '',
      paragraph('sea'),
      '',
      '## The Storm',
      '',
      paragraph('wind'),
      '',
      '## The Departure',
      '',
      paragraph('boat'),
      '',
    ].join('\n');
    const result = await parse('lighthouse.md', md);
    expect(result.title).toBe('The Lighthouse Keeper');
    expect(titles(result)).toEqual(['The Arrival', 'The Storm', 'The Departure']);
    expect(result.chapters[0]?.content.startsWith('The lamp changed')).toBe(true);
  });

  it('keeps a numbered Markdown contents list out too', async () => {
    const md = [
      '# Field Notes',
      '',
      '## Table of Contents',
      '',
      '1. [Spring](#spring)',
      '2. [Summer](#summer)',
      '',
      '## Spring',
      '',
      paragraph('meadow'),
      '',
      '## Summer',
      '',
      paragraph('orchard'),
    ].join('\n');
    expect(titles(await parse('notes.md', md))).toEqual(['Spring', 'Summer']);
  });

  it('takes a chapter title from the line after a bare number (one paragraph per line)', async () => {
    const text = [
      'The Harbor Town',
      '',
      '1',
      'The river and the harbor',
      '',
      paragraph('river'),
      paragraph('harbor'),
      '',
      '2',
      'Night on the quay',
      '',
      paragraph('quay'),
      paragraph('ships'),
      '',
      '3',
      'What the tide left',
      '',
      paragraph('tide'),
      paragraph('shore'),
    ].join('\n');
    const result = await parse('harbor.txt', text);
    expect(titles(result)).toEqual([
      '1: The river and the harbor',
      '2: Night on the quay',
      '3: What the tide left',
    ]);
    expect(result.chapters[0]?.content.startsWith('The river changed')).toBe(true);
  });

  it('takes a chapter title from the line after "CHAPTER n", with or without a blank line between', async () => {
    const tight = [
      'CHAPTER 1',
      'The glass',
      '',
      paragraph('glass'),
      '',
      'CHAPTER 2',
      'The mirror',
      '',
      paragraph('mirror'),
      '',
      'CHAPTER 3',
      'The window',
      '',
      paragraph('window'),
    ].join('\n');
    expect(titles(await parse('glass.txt', tight))).toEqual([
      'CHAPTER 1: The glass',
      'CHAPTER 2: The mirror',
      'CHAPTER 3: The window',
    ]);
    const spaced = [
      'CHAPTER 1',
      '',
      'The glass',
      '',
      wrapped('glass'),
      '',
      'CHAPTER 2',
      '',
      'The mirror',
      '',
      wrapped('mirror'),
    ].join('\n');
    expect(titles(await parse('glass-wrapped.txt', spaced))).toEqual([
      'CHAPTER 1: The glass',
      'CHAPTER 2: The mirror',
    ]);
  });

  it('does not take a first sentence for a title', async () => {
    const text = [
      'Chapter 1',
      'It rained.',
      paragraph('rain'),
      '',
      'Chapter 2',
      'Who was she?',
      paragraph('door'),
    ].join('\n');
    const result = await parse('rain.txt', text);
    expect(titles(result)).toEqual(['Chapter 1', 'Chapter 2']);
    expect(result.chapters[0]?.content.startsWith('It rained.')).toBe(true);
  });

  it('reads "A Novel" under the title as a subtitle, not as the author', async () => {
    const text = [
      'The Harbor Town',
      '',
      'A Novel',
      '',
      'Chapter 1',
      '',
      wrapped('town'),
      '',
      'Chapter 2',
      '',
      wrapped('road'),
    ].join('\n');
    const result = await parse('harbor-town.txt', text);
    expect(result.title).toBe('The Harbor Town');
    expect(result.author).toBeNull();
    const withAuthor = await parse(
      'harbor-town.txt',
      `The Harbor Town\n\nA Novel\n\nby Jo Marsh\n\n${text.split('\n').slice(4).join('\n')}`,
    );
    expect(withAuthor).toMatchObject({ title: 'The Harbor Town', author: 'Jo Marsh' });
  });
});
