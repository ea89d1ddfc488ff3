/**
 * Paging across chapters (docs/reference/reading.md#readers), as pure functions over a position.
 * Next on a chapter's last page opens the next chapter's first page; Previous on a first page opens
 * the previous chapter's last page; nothing moves past the first page of the first chapter or the
 * last page of the last chapter (End of Story).
 */
export interface ReaderPosition {
  chapterIndex: number;
  /** Page index within the chapter; -1 stands for "the last page", used before the split is known. */
  page: number;
  /** 1 after a forward turn, -1 after a backward one, 0 after a jump or reset (page-flip direction). */
  direction: 1 | -1 | 0;
  /**
   * When set, the page is the one holding this character offset of the chapter text
   * (docs/reference/reading.md#position: a saved position, or the first words on screen before a new page
   * split); `page` is then ignored.
   */
  anchor?: number;
}

/** The 0-based page shown for `position` in a chapter split into `pageCount` pages. */
export function resolvePage(position: ReaderPosition, pageCount: number): number {
  const last = Math.max(0, pageCount - 1);
  return position.page < 0 ? last : Math.min(position.page, last);
}

/** Whether `position` is on the very first page of the story (Previous is disabled there). */
export function isStoryStart(position: ReaderPosition, pageCount: number): boolean {
  return position.chapterIndex === 0 && resolvePage(position, pageCount) === 0;
}

/** Whether `position` is on the last page of the last chapter (End of Story). */
export function isStoryEnd(position: ReaderPosition, pageCount: number, chapterCount: number): boolean {
  return position.chapterIndex >= chapterCount - 1 && resolvePage(position, pageCount) >= pageCount - 1;
}

/**
 * The position one page forward (`step` 1) or back (`step` -1), crossing chapter boundaries.
 * Returns the same object when there is nowhere to go.
 */
export function turnPage(
  position: ReaderPosition,
  step: 1 | -1,
  pageCount: number,
  chapterCount: number,
): ReaderPosition {
  const page = resolvePage(position, pageCount);
  if (step === 1) {
    if (page < pageCount - 1) return { chapterIndex: position.chapterIndex, page: page + 1, direction: 1 };
    if (position.chapterIndex < chapterCount - 1)
      return { chapterIndex: position.chapterIndex + 1, page: 0, direction: 1 };
    return position;
  }
  if (page > 0) return { chapterIndex: position.chapterIndex, page: page - 1, direction: -1 };
  if (position.chapterIndex > 0) return { chapterIndex: position.chapterIndex - 1, page: -1, direction: -1 };
  return position;
}
