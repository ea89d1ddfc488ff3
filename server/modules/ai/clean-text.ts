import { UnusableOutputError } from './tasks/task.js';

// Control characters other than tab and newline (U+0000–U+0008, U+000B–U+001F, U+007F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Cleans model prose for storage and display as plain text: CRLF to LF, control characters and
 * markdown heading/emphasis markers removed, trailing spaces trimmed, paragraphs separated by exactly
 * one blank line. @throws UnusableOutputError when no text is left.
 */
export function cleanProse(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) =>
          line
            .replace(/^#{1,6}\s+/, '')
            .replace(/\*\*(.+?)\*\*/g, '$1')
            .trimEnd(),
        )
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
  if (paragraphs.length === 0) throw new UnusableOutputError('The answer had no text.');
  return paragraphs.join('\n\n');
}

/**
 * Cleans a one-line answer (a title): whitespace collapsed, surrounding quotes and markdown markers
 * removed, cut at a word boundary to `max` characters. @throws UnusableOutputError when empty.
 */
export function cleanLine(text: string, max: number): string {
  let line = text
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[#*\s]+|[*\s]+$/g, '')
    .trim();
  const quoted = /^(["'“‘«])(.*)(["'”’»])$/.exec(line);
  if (quoted?.[2]) line = quoted[2].trim();
  line = line.replace(/^(title|chapter title)\s*:\s*/i, '');
  if (line.length > max) {
    const cut = line.slice(0, max + 1);
    const space = cut.lastIndexOf(' ');
    line = (space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
  }
  if (!line) throw new UnusableOutputError('The answer had an empty title.');
  return line;
}

/**
 * Shortens prose to at most `max` characters, ending at the last full sentence that fits (or a word
 * boundary and an ellipsis when no sentence fits).
 */
export function fitSentences(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (end > max / 3) return cut.slice(0, end + 1);
  const space = cut.lastIndexOf(' ', max - 1);
  return `${cut.slice(0, space > 0 ? space : max - 1)}…`;
}
