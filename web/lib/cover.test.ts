import { describe, expect, it } from 'vitest';
import { coverArt } from './cover';

/** The demo library: the eight demo stories and the fifteen corpus classics, with their genres. */
const library: [string, string][] = [
  ['Letters from the Night Ferry', 'Romance'],
  ['Static on Channel Nine', 'Sci-Fi'],
  ["The Lamplighter's Ledger", 'Fantasy'],
  ['The Ninth Door', 'Horror'],
  ['The Overdue Book', 'Mystery'],
  ['The Salt Bell of Harrowmere', 'Fantasy'],
  ['The Umbrella Exchange', 'Romance'],
  ['Vote Goat', 'Comedy'],
  ['A Christmas Carol', 'Literary Fiction'],
  ['A Study in Scarlet', 'Mystery'],
  ['The Adventures of Sherlock Holmes', 'Mystery'],
  ['Alice’s Adventures in Wonderland', 'Fantasy'],
  ['坊っちゃん', 'Comedy'],
  ['Die Verwandlung', 'Literary Fiction'],
  ['Dracula', 'Horror'],
  ['Frankenstein; or, the Modern Prometheus', 'Horror'],
  ['Le Tour du monde en quatre-vingts jours', 'Adventure'],
  ['Moby-Dick; or, The Whale', 'Adventure'],
  ['Pride and Prejudice', 'Romance'],
  ['Капитанская дочка', 'Historical Fiction'],
  ['The Time Machine', 'Sci-Fi'],
  ['The War of the Worlds', 'Sci-Fi'],
  ['Treasure Island', 'Adventure'],
];

/** WCAG 2.x relative luminance of an HSL colour (s and l in percent). */
function luminance(h: number, s: number, l: number): number {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

describe('generated covers', () => {
  it('are the same for the same title and genre on every call', () => {
    expect(coverArt('Dracula', 'Horror')).toEqual(coverArt('Dracula', 'Horror'));
  });

  it('give every book of the demo library a cover of its own', () => {
    const looks = library.map(([title, genre]) => {
      const art = coverArt(title, genre);
      return `${art.initials}|${art.motif}|${Math.round(art.hues[0] / 10)}`;
    });
    expect(new Set(looks).size).toBe(library.length);
    // No longer one letter for every "The …" title: initials skip articles.
    expect(coverArt('The Ninth Door', 'Horror').initials).toBe('ND');
    expect(coverArt('坊っちゃん', 'Comedy').initials).toBe('坊');
    const motifs = new Set(library.map(([title, genre]) => coverArt(title, genre).motif));
    expect(motifs.size).toBeGreaterThanOrEqual(4);
  });

  it('keep white initials at 4.5:1 or more on any hue (WCAG 1.4.3)', () => {
    for (let hue = 0; hue < 360; hue += 5) {
      const art = { ...coverArt('x', null), hues: [hue, hue] };
      const background = luminance(art.hues[0] ?? 0, 55, art.lightness);
      expect((1 + 0.05) / (background + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
