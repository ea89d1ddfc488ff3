import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './paragraphs.js';

describe('splitParagraphs', () => {
  it('joins hard-wrapped lines and splits on blank lines', () => {
    expect(splitParagraphs('One line\nwrapped here.\n\n  Second one.\r\n\r\nThird')).toEqual([
      'One line wrapped here.',
      'Second one.',
      'Third',
    ]);
  });

  it('keeps one paragraph per line when lines are long', () => {
    const line = 'word '.repeat(30).trim();
    expect(splitParagraphs(`${line}\n— Short reply.\n${line}`)).toEqual([line, '— Short reply.', line]);
  });
});
