const HEADING_WORD =
  /^(?:chapter|letter|stave|part|book|prologue|epilogue|kapitel|chapitre|cap[ií]tulo|глава)(?=[\s.:]|$)/iu;
const NUMBERED = /^(?:[IVXLCDM]+|\d+)[.:]/u;

/**
 * The heading of a chapter: "Chapter {orderIndex}: {title}" (docs/reference/routes.md#reader), or the title
 * alone when it already names the chapter (imported books: "Chapter 1", "CHAPTER IV. The Rabbit Sends…"), so
 * readers never see "Chapter 1: Chapter 1".
 */
export function chapterHeading(chapter: { orderIndex: number; title: string }): string {
  const title = chapter.title.trim();
  if (HEADING_WORD.test(title) || NUMBERED.test(title)) return title;
  return title ? `Chapter ${chapter.orderIndex}: ${title}` : `Chapter ${chapter.orderIndex}`;
}
