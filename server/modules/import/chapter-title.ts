/** Longest chapter title, in characters: the `chapters.title` column is varchar(255) (contract `ZNewChapter`). */
export const MAX_CHAPTER_TITLE_CHARS = 255;

/**
 * A chapter title that fits the title column, and the paragraphs to store under it. A heading of at
 * most `MAX_CHAPTER_TITLE_CHARS` characters is the title as it is; a longer one is cut at the last word
 * boundary that fits (with "…") and the whole heading is kept as the first paragraph, so no word of it
 * is lost (docs/decisions/0034-lossless-import.md).
 * @param paragraphs the chapter's text without its heading
 */
export function fitChapterTitle(
  title: string,
  paragraphs: readonly string[],
): { title: string; paragraphs: readonly string[] } {
  if (title.length <= MAX_CHAPTER_TITLE_CHARS) return { title, paragraphs };
  const cut = title.slice(0, MAX_CHAPTER_TITLE_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  const short = `${(space > MAX_CHAPTER_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  return { title: short, paragraphs: [title, ...paragraphs] };
}
