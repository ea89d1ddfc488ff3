import { describe, expect, it } from 'vitest';
import { checkData } from './data-file.js';
import { ZGenreBank } from './genre-banks/bank.js';
import fantasy from './writing-data/genre-banks/fantasy.json' with { type: 'json' };

describe('checkData', () => {
  it('accepts a shipped genre bank as it is', () => {
    expect(checkData(ZGenreBank, fantasy, 'genre-banks/fantasy.json').femaleNames).toContain('Mara');
  });

  it('fails loudly with the file path and the field path when a data file is wrong', () => {
    const broken = { ...fantasy, femaleNames: [], flavour: { opening: ['ok'], prologue: ['?'] } };
    const check = () => checkData(ZGenreBank, broken, 'genre-banks/fantasy.json');
    expect(check).toThrow(
      /offline\/writing-data\/genre-banks\/fantasy\.json is not valid offline writer data/,
    );
    expect(check).toThrow(/→ at femaleNames/);
    expect(check).toThrow(/→ at flavour/);
  });
});
