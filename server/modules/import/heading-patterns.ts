import { parseChapterNumber, parseKanji, parseRoman, SPELLED_NUMBER_SOURCE } from './numerals.js';

/** How a heading line is built; candidates are grouped by family plus the style details in `style`. */
export type HeadingFamily = 'labelled' | 'numeral' | 'markdown' | 'aozora' | 'part' | 'section';

/** One line that looks like a heading, before any context is checked. */
export interface LineHeading {
  family: HeadingFamily;
  /** Family plus case, number kind and layout: headings of one book share it. */
  style: string;
  /** Chapter number, or null when the heading has none (markdown text, section words). */
  number: number | null;
  /** The heading as the title should read (markup and annotations removed, spaces collapsed). */
  text: string;
  /** True when a title follows the number on the same line ("CHAPTER I. Down the Rabbit-Hole"). */
  hasInlineTitle: boolean;
  /** For section words: whether they open (Prologue) or close (Epilogue) a book. */
  role?: 'front' | 'back';
  /** For markdown headings: the number of `#`. */
  level?: number;
}

const CHAPTER_LABELS =
  'chapter|chap\\.|letter|stave|adventure|canto|episode|kapitel|chapitre|cap[ií]tulo|capitolo|hoofdstuk|rozdzia[łl]|kapitola|глава|розділ';
const PART_LABELS = 'part|book|volume|vol\\.|teil|buch|livre|partie|tome|parte|libro|часть|книга|том';
const NUMBER = `(\\d{1,4}|[IVXLCDM]+|[ivxlcdm]+|${SPELLED_NUMBER_SOURCE})`;
const AFTER_NUMBER = '(?=$|[\\s.:,;)\\]—–-])';
const LABELLED = new RegExp(`^(\\s*)(${CHAPTER_LABELS})\\s+${NUMBER}${AFTER_NUMBER}(.*)$`, 'iu');
const PART = new RegExp(`^(\\s*)(${PART_LABELS})\\s+${NUMBER}${AFTER_NUMBER}(.*)$`, 'iu');
const NUMERAL = /^(\s*)([IVXLC]+|\d{1,4})(\.?)(?:\s+(.*))?$/u;
const CJK_CHAPTER = /^(\s*)第([0-9０-９一二三四五六七八九十百]+)([章回話節部])[\s　]*(.*)$/u;
const MARKDOWN = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/u;
const AOZORA = /^(?:［＃[^］]*］)*(.+?)［＃「(.+?)」は([大中小])見出し］$/u;

const FRONT_SECTIONS =
  'prologue prolog preface foreword introduction etymology extracts prelude proem préface avant-propos vorwort einleitung prólogo пролог предисловие вступление'.split(
    ' ',
  );
const BACK_SECTIONS =
  'epilogue epilog afterword appendix postscript conclusion épilogue postface appendice nachwort anhang epílogo apéndice эпилог послесловие приложение'.split(
    ' ',
  );
const SECTION = new RegExp(`^(\\s*)(${[...FRONT_SECTIONS, ...BACK_SECTIONS].join('|')})\\.?\\s*$`, 'iu');

/** Collapses runs of spaces and tabs and trims the ends (NBSP and ideographic spaces are kept). */
export function collapseSpaces(text: string): string {
  return text.replace(/[ \t]+/g, ' ').replace(/^ | $/g, '');
}

function caseClass(word: string): string {
  if (word === word.toUpperCase()) return 'U';
  if (word === word.toLowerCase()) return 'l';
  return 'T';
}

function numberKind(token: string): string {
  if (/^\d+$/.test(token)) return 'arabic';
  return parseRoman(token.toUpperCase()) === null ? 'word' : 'roman';
}

function trailingTitle(rest: string): string {
  return rest.replace(/^\s*(?:--|[.:—–-])?\s*/u, '').trim();
}

function labelled(line: string, pattern: RegExp, family: 'labelled' | 'part'): LineHeading | null {
  const match = pattern.exec(line);
  if (!match) return null;
  const [, indent = '', label = '', token = '', rest = ''] = match;
  const number = parseChapterNumber(token);
  if (number === null) return null;
  const title = trailingTitle(rest);
  const style = [
    family,
    label.toLowerCase(),
    caseClass(label),
    numberKind(token),
    title ? 't' : '-',
    indent ? 'i' : '0',
  ];
  return { family, style: style.join('|'), number, text: collapseSpaces(line), hasInlineTitle: title !== '' };
}

function numeral(line: string): LineHeading | null {
  const match = NUMERAL.exec(line);
  if (!match) return null;
  const [, indent = '', token = '', dot = '', rest = ''] = match;
  const number = /^\d/.test(token) ? Number(token) : parseRoman(token);
  if (number === null) return null;
  const title = rest.trim();
  // "I had …" and TOC lines ("I DANS LEQUEL …") carry text without a dot; a numbered title needs one.
  if (title !== '' && (dot === '' || !/^[\p{Lu}"'“‘_(]/u.test(title))) return null;
  const style = ['numeral', numberKind(token), dot, title ? 't' : '-', indent ? 'i' : '0'];
  return {
    family: 'numeral',
    style: style.join('|'),
    number,
    text: collapseSpaces(line),
    hasInlineTitle: !!title,
  };
}

function cjkChapter(line: string): LineHeading | null {
  const match = CJK_CHAPTER.exec(line);
  if (!match) return null;
  const [, , digits = '', unit = '', rest = ''] = match;
  const ascii = digits.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10));
  const number = /^\d+$/.test(ascii) ? Number(ascii) : parseKanji(ascii);
  const family = unit === '部' ? 'part' : 'labelled';
  return {
    family,
    style: `${family}|第${unit}`,
    number,
    text: collapseSpaces(line),
    hasInlineTitle: rest !== '',
  };
}

function section(line: string): LineHeading | null {
  const match = SECTION.exec(line);
  if (!match) return null;
  const [, indent = '', word = ''] = match;
  // An indented, lower-case section word is usually a subtitle or a centred line, not a heading.
  if (indent !== '' && word !== word.toUpperCase()) return null;
  const role = FRONT_SECTIONS.includes(word.toLowerCase()) ? 'front' : 'back';
  return {
    family: 'section',
    style: `section|${role}`,
    number: null,
    text: collapseSpaces(line),
    hasInlineTitle: false,
    role,
  };
}

function markdown(line: string): LineHeading | null {
  const match = MARKDOWN.exec(line);
  if (!match) return null;
  const [, hashes = '', text = ''] = match;
  const inner = labelled(text, LABELLED, 'labelled') ?? numeral(text);
  const level = hashes.length;
  return {
    family: 'markdown',
    style: `markdown|${level}`,
    number: inner?.number ?? null,
    text: collapseSpaces(text),
    hasInlineTitle: true,
    level,
  };
}

function aozora(line: string): LineHeading | null {
  const match = AOZORA.exec(line);
  if (!match) return null;
  const [, shown = '', named = '', size = ''] = match;
  const text = shown.replace(/［＃[^］]*］/g, '');
  if (text !== named) return null;
  const number = parseChapterNumber(text.replace(/^第|[章回話節]$/g, ''));
  return { family: 'aozora', style: `aozora|${size}`, number, text, hasInlineTitle: true };
}

/** Longest line that can be a heading other than Markdown or Aozora ones, in characters. */
const MAX_HEADING_CHARS = 100;
/** Longest line looked at at all; also keeps the regular expressions linear on hostile input. */
const MAX_MARKUP_HEADING_CHARS = 300;

/**
 * Classifies one line by the generic heading patterns: word + number ("Chapter 1", "CHAPTER IV.",
 * "STAVE II:", "ГЛАВА I", "Letter 3"), bare numerals ("I.", " XII", "34"), part words ("BOOK ONE"),
 * section words ("EPILOGUE"), Markdown `#` headings and Aozora 見出し notes.
 * @returns the heading facts, or null when the line is not heading-shaped. Context is checked by the caller.
 */
export function classifyLine(line: string): LineHeading | null {
  if (line.length > MAX_MARKUP_HEADING_CHARS || line.trim() === '') return null;
  const md = markdown(line);
  if (md) return md;
  const ao = aozora(line);
  if (ao) return ao;
  if (line.length > MAX_HEADING_CHARS) return null;
  return (
    labelled(line, LABELLED, 'labelled') ??
    labelled(line, PART, 'part') ??
    cjkChapter(line) ??
    numeral(line) ??
    section(line)
  );
}

/** Matches a line announcing a table of contents ("CONTENTS", "Table des matières", "Оглавление", "目次"). */
export const CONTENTS_LINE =
  /^\s*(?:table of contents|contents|table des matières|inhalt|inhaltsverzeichnis|содержание|оглавление|índice|indice|目次)\.?:?\s*$/iu;
