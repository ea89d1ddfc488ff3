/**
 * An `<img src>` for a story cover. docs/reference/data.md#entities: coverUrl is a data URI, an inline SVG
 * string or an http URL; an inline SVG is wrapped into a data URI (an <img> never runs its scripts). Null
 * when absent.
 */
export function coverSrc(coverUrl: string | null | undefined): string | null {
  if (!coverUrl) return null;
  const value = coverUrl.trim();
  if (value.startsWith('<svg') || value.startsWith('<?xml')) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  }
  if (/^(https?:\/\/|data:image\/|\/)/.test(value)) return value;
  return null;
}

/** The drawn parts of a generated cover: colours (HSL) and a motif, all decided by title and genre. */
export interface CoverArt {
  /** Two background hues in degrees (0 to 359): the genre's base hue shifted by the title. */
  hues: [number, number];
  /** Background lightness in percent: dark enough that white text reaches 4.5:1 (WCAG 1.4.3). */
  lightness: number;
  /** One of `COVER_MOTIFS`, picked by the title. */
  motif: (typeof COVER_MOTIFS)[number];
  /** Gradient angle in degrees. */
  angle: number;
  /** Up to two initials from the title's first significant words ("The Salt Bell" -> "SB"). */
  initials: string;
}

/** The motifs a generated cover draws over its gradient. */
export const COVER_MOTIFS = ['rings', 'stripes', 'dots', 'waves', 'diamonds', 'arcs'] as const;

/**
 * Base hues per genre (`GENRES`, contract/genres.ts), so a shelf of one genre still reads as a
 * family.
 */
const GENRE_HUES: Record<string, number> = {
  Fantasy: 265,
  'Sci-Fi': 200,
  Mystery: 230,
  Romance: 335,
  Horror: 0,
  Thriller: 15,
  Adventure: 30,
  Drama: 285,
  Comedy: 45,
  'Historical Fiction': 25,
  'Literary Fiction': 170,
  'Young Adult': 305,
  Adult: 350,
};

/** Words skipped for initials: articles in the corpus languages. */
const SKIPPED = new Set(['the', 'a', 'an', 'le', 'la', 'les', 'die', 'der', 'das', 'el', 'il']);

/** FNV-1a 32-bit hash of a string (a stable, well-spread number for the same text on every device). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The cover a story without an image gets, deterministically from its title and genre: the genre's hue
 * (or one from the title for unknown genres) moved up to ±40° by the title, a second hue 30-90° away,
 * one of six motifs and the angle from other bits of the title's hash, and two initials. Backgrounds stay
 * at 28 % lightness, so the white initials keep at least 4.5:1 contrast.
 */
export function coverArt(title: string, genre: string | null | undefined): CoverArt {
  const h = hash(`${title.trim().toLowerCase()}\u0000${genre ?? ''}`);
  const base = genre && genre in GENRE_HUES ? (GENRE_HUES[genre] ?? 0) : h % 360;
  const first = (base + ((h >>> 8) % 81) - 40 + 360) % 360;
  const second = (first + 30 + ((h >>> 16) % 61)) % 360;
  const words = title
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '');
  const significant = words.filter((word) => !SKIPPED.has(word.toLowerCase()));
  const picked = (significant.length > 0 ? significant : words).slice(0, 2);
  const initials = picked.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('') || '?';
  return {
    hues: [first, second],
    lightness: 28,
    motif: COVER_MOTIFS[(h >>> 4) % COVER_MOTIFS.length] ?? 'rings',
    angle: 90 + ((h >>> 20) % 180),
    initials,
  };
}
