import type { DbOrTx } from '../../db/client.js';
import { loadSharp } from '../../lib/sharp.js';
import { getVisibleStory } from '../access/visible-story.query.js';
import { loadLargestCover, uploadedCoverOf } from '../images/cover.js';
import { loadAuthorNames } from './page-meta.js';
import { escapeHtml } from './public-origin.js';

/** Open Graph's recommended image size, px (1.91:1; developers.facebook.com "Images in Link Shares"). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Lines of at most `width` characters, broken at spaces (a long word is cut), at most `maxLines`. */
export function wrapLines(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const pieces = word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? [];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** A stable hue (0-359) from the title, so covers of different stories differ. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** Width of an uploaded cover on the card, px: the card's height at 2:3. */
const CARD_COVER_WIDTH = CARD_HEIGHT * (2 / 3);

/**
 * A 1200x630 PNG link-preview card: title (up to 3 lines), author and genre on a colour from the
 * title, and when given the story's uploaded cover (any image sharp reads; its largest size,
 * docs/reference/stories.md#covers) filling the right 420 px, the text wrapped narrower to leave it
 * room. Text is XML-escaped into an SVG that sharp renders.
 */
export async function renderStoryCard(input: {
  title: string;
  author: string;
  genre: string;
  cover?: Buffer | null;
}): Promise<Buffer> {
  const hue = hueOf(input.title);
  const lines = wrapLines(input.title, input.cover ? 16 : 24, 3);
  const title = lines
    .map((line, i) => `<text x="80" y="${200 + i * 84}" class="t">${escapeHtml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,12%)"/>
  </linearGradient></defs>
  <style>.t{font:700 68px sans-serif;fill:#fff}.s{font:400 36px sans-serif;fill:#e5e7eb}.b{font:600 30px sans-serif;fill:#c4b5fd}</style>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="80" y="110" class="b">STORYLOOM · ${escapeHtml(input.genre.toUpperCase())}</text>
  ${title}
  <text x="80" y="${CARD_HEIGHT - 80}" class="s">by ${escapeHtml(input.author)}</text>
</svg>`;
  const sharp = await loadSharp();
  const card = sharp(Buffer.from(svg));
  if (!input.cover) return card.png().toBuffer();
  const cover = await sharp(input.cover)
    .resize(Math.round(CARD_COVER_WIDTH), CARD_HEIGHT, { fit: 'cover' })
    .png()
    .toBuffer();
  return card
    .composite([{ input: cover, left: CARD_WIDTH - Math.round(CARD_COVER_WIDTH), top: 0 }])
    .png()
    .toBuffer();
}

/**
 * The link-preview card of a published story (`renderStoryCard` with its title, genre and author, and
 * its uploaded cover's largest stored size when it has one).
 * @throws AppError STORY_NOT_FOUND (unknown, or a draft: previews are for what anyone may see)
 */
export async function storyCardPng(db: DbOrTx, storyId: number): Promise<Buffer> {
  const story = await getVisibleStory(db, null, storyId);
  const [author, cover] = await Promise.all([
    loadAuthorNames(db, story.authorId),
    loadLargestCover(db, uploadedCoverOf(story)),
  ]);
  return renderStoryCard({
    title: story.title,
    genre: story.genre,
    author: author?.displayName || author?.username || 'Unknown',
    cover: cover?.bytes ?? null,
  });
}
