import { recase, type TitleCasing } from './title-case.js';

/** A book's title and author as found on its title page; null when the file does not say. */
export interface TitlePage {
  title: string | null;
  author: string | null;
}

const BY_LINE = /^_?(?:by|von|par|автор)_?:?\s+(.+)$/iu;
const BY_ALONE = /^_?(?:by|von|par)_?$/iu;
const AUTHOR_FIELD = /^(?:author|auteur|autor|автор)\s*:\s*(.+)$/iu;
const TITLE_FIELD = /^(?:title|titre|titel|название)\s*:\s*(.+)$/iu;
const MARKDOWN_TITLE = /^#{1,2}\s+(.+?)\s*#*$/u;

/** Longest title-page block considered, in characters: longer ones are prose. */
const MAX_BLOCK_CHARS = 300;

const clean = (text: string): string =>
  text
    .slice(0, MAX_BLOCK_CHARS)
    .replace(/_/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/gu, '')
    .replace(/[.,;:]+$/u, '')
    .trim();

/**
 * Words that open a subtitle or a phrase, never a person's name ("A Novel", "The Sequel", "Ein Roman"):
 * articles without a full stop (an initial is written "A.").
 */
const NOT_A_NAME_WORD = /^(?:a|an|the|le|la|les|un|une|der|die|das|ein|eine)$/iu;

/**
 * Two to five capitalised words in mixed case ("Lewis Carroll"), or two to eight CJK characters. A line that
 * starts with an article ("A Novel", "The Sequel") is a subtitle, not a name.
 */
function isNameLike(text: string): boolean {
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,8}$/u.test(text)) return true;
  const words = text.split(' ');
  if (words.length < 2 || words.length > 5 || !/\p{Ll}/u.test(text)) return false;
  if (NOT_A_NAME_WORD.test(words[0] ?? '')) return false;
  return words.every((w) =>
    /^(?:\p{Lu}[\p{L}'’.-]*|\(\p{Lu}[\p{L}'’.-]*\)|de|van|von|der|la|le|da|du|del)$/u.test(w),
  );
}

/** A short line or two that can be a title: at most 12 words, not ending like a sentence fragment. */
const isTitleLike = (text: string): boolean =>
  text !== '' && text.split(' ').length <= 12 && text.length <= 120 && !/[,!?]$/u.test(text);

/** A paragraph of the title page and the index of the line after it. */
interface Block {
  text: string;
  end: number;
}

/** Text blocks of the title page: blank-line-separated paragraphs (single lines when unwrapped). */
function titlePageBlocks(lines: string[], linePerParagraph: boolean): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  const flush = (end: number) => {
    const text = current.join(' ');
    if (current.length > 0) blocks.push({ text: text.length > MAX_BLOCK_CHARS ? '' : text, end });
    current = [];
  };
  lines.forEach((line, i) => {
    if (line.trim() === '') flush(i);
    else current.push(line.trim());
    if (linePerParagraph) flush(i + 1);
  });
  flush(lines.length);
  return blocks.slice(0, 10);
}

/** Title page facts plus where the title page ends. */
export interface TitlePageScan extends TitlePage {
  /** Index of the line after the last block used for the title or author (0 when none was found). */
  end: number;
  /** True when the file says so outright ("by …", "Author:", "Title:", a Markdown `#` title) rather than by layout. */
  isExplicit: boolean;
}

/** A by-line names someone: a few words, no clause punctuation ("By the time she came, …" is prose). */
const isByLineName = (text: string): boolean =>
  text !== '' && text.split(' ').length <= 6 && !/[,;!?]/.test(text);

/**
 * Reads the title and author from a title page: "Title" then "by Author" (or "by" alone above the name,
 * "Author: …", "von …"), "Title:" fields, a leading Markdown `#` heading, or a title and a name line in
 * either order (Aozora files: title, then author). All-capitals text is re-cased ("PRIDE AND PREJUDICE"
 * → "Pride and Prejudice").
 * @param lines the front matter (text before the first chapter)
 * @param casing how an all-capitals title is re-cased (the book's language, see `titleCasingOf`)
 */
export function detectTitlePage(
  lines: string[],
  linePerParagraph: boolean,
  casing: TitleCasing,
): TitlePageScan {
  const blocks = titlePageBlocks(lines, linePerParagraph);
  const texts = blocks.map((b) => b.text);
  let title: string | null = null;
  let author: string | null = null;
  let authorBlock = -1;
  let titleBlock = -1;
  for (let i = 0; i < texts.length; i++) {
    const block = texts[i] ?? '';
    const named = clean(AUTHOR_FIELD.exec(block)?.[1] ?? BY_LINE.exec(block)?.[1] ?? '');
    const nextBlock = clean(texts[i + 1] ?? '');
    if (author === null && isByLineName(named)) [author, authorBlock] = [named, i];
    else if (author === null && BY_ALONE.test(block) && isByLineName(nextBlock)) {
      [author, authorBlock] = [nextBlock, i + 1];
    }
    const titleField = TITLE_FIELD.exec(block)?.[1] ?? MARKDOWN_TITLE.exec(block)?.[1];
    if (title === null && titleField) [title, titleBlock] = [clean(titleField), i];
  }
  const isExplicit = author !== null || title !== null;
  const [first = '', second = ''] = texts.map(clean);
  if (title === null && authorBlock > 0) {
    const subtitle = clean(texts[1] ?? '');
    const joined = /;$/.test((texts[0] ?? '').trim()) && authorBlock > 1 && subtitle !== '';
    [title, titleBlock] = joined ? [`${first}; ${subtitle}`, 1] : [first, 0];
  } else if (title === null && authorBlock === -1 && first) {
    if (isNameLike(first) && second && !isNameLike(second) && isTitleLike(second)) {
      [author, authorBlock, title, titleBlock] = [first, 0, second, 1];
    } else if (isTitleLike(first)) {
      [title, titleBlock] = [first, 0];
      if (isNameLike(second)) [author, authorBlock] = [second, 1];
    }
  }
  if (title !== null && !isTitleLike(title)) [title, titleBlock] = [null, -1];
  const lastBlock = blocks[Math.max(titleBlock, authorBlock)];
  return {
    title: title === null ? null : recase(title, casing, false),
    author: author === null ? null : recase(author, casing, true),
    end: lastBlock?.end ?? 0,
    isExplicit,
  };
}
