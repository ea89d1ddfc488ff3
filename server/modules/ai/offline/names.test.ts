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
});
