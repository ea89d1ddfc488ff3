import { describe, expect, it } from 'vitest';
import { toXmlText } from './xml-text.js';

describe('toXmlText', () => {
  it('keeps Word line and page breaks as breaks and drops what XML 1.0 forbids', () => {
    expect(toXmlText('a\u000Bb\u000Cc\u0007d\u0000e\u001Ff\uFFFEg\uFFFFh')).toBe('a\nb\n\ncdefgh');
    expect(toXmlText('a\u000Bb\u000Cc', { singleLine: true })).toBe('a b c');
  });

  it('keeps tab, LF, CR, surrogate pairs and everything else; drops lone surrogates', () => {
    const kept = 'tab\tLF\nCR\r emoji 😀 DEL\u007F NBSP\u00A0 Ω';
    expect(toXmlText(kept)).toBe(kept);
    expect(toXmlText('x\uD800y\uDC00z')).toBe('xyz');
  });
});
