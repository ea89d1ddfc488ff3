import { describe, expect, it } from 'vitest';
import { findNames } from './names.js';

describe('findNames', () => {
  it('reads a place after a sentence-initial preposition ("In Greywater, ...") as a place', () => {
    const hits = findNames(
      'In Greywater, Wren, a cartographer, wants only to find the one person. At Harrow Cross she waits.',
      'prose',
      (word) => word === 'Wren',
    );
    expect(hits.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Greywater', kind: 'place' },
      { name: 'Wren', kind: 'person' },
      { name: 'Harrow Cross', kind: 'place' },
    ]);
  });

  it('does not take an acronym for a name ("the ship\'s AI")', () => {
    const hits = findNames(
      "Ilse suspects that the ship's AI had been lying. The FBI never came. Ilse waits.",
      'prose',
      (word) => word === 'Ilse',
    );
    expect(hits.map((hit) => hit.name)).toEqual(['Ilse']);
  });

  it('reads a name described as a place ("Ravensgate is the last place") as a place', () => {
    const hits = findNames(
      'All Ysolde has ever wanted is to go home, and Ravensgate is the last place she expected to try.',
      'prose',
      (word) => word === 'Ysolde',
    );
    expect(hits.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Ysolde', kind: 'person' },
      { name: 'Ravensgate', kind: 'place' },
    ]);
  });

  it('does not take sentence-initial numbers and function words for names (wink-nlp tags them)', () => {
    const text =
      'A piano tuner and a translator swap instruments. Neither wants to give them back. Forty-one years ' +
      'passed. Nineteen windmills. Four hundred fence posts. Rosa waits.';
    const hits = findNames(text, 'prose', (word) => word === 'Rosa');
    expect(hits.map(({ name, kind }) => ({ name, kind }))).toEqual([{ name: 'Rosa', kind: 'person' }]);
  });
});
