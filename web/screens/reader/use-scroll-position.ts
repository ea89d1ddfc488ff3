import { useEffect, useLayoutEffect, useState } from 'react';

/** Paragraphs of the scrolling reader, each with `data-offset`: its first character in the chapter text. */
const PARAGRAPHS = '[data-chapter-text] [data-offset]';

/** The bottom edge, px from the viewport top, of the sticky reader header (text under it is hidden). */
function headerBottom(): number {
  return document.querySelector('[data-reader-header]')?.getBoundingClientRect().bottom ?? 0;
}

/** The character offset of the first paragraph at least partly visible below the header. */
function firstVisibleOffset(): number {
  const top = headerBottom();
  for (const paragraph of document.querySelectorAll<HTMLElement>(PARAGRAPHS)) {
    if (paragraph.getBoundingClientRect().bottom > top + 1) return Number(paragraph.dataset.offset) || 0;
  }
  return 0;
}

/**
 * The position in the scrolling reader as a character offset of the chapter text
 * (docs/reference/reading.md#position, the same measure as the paged reader's): when chapter `chapterId` has
 * rendered, scrolls to the paragraph holding `startOffset`, then follows the first paragraph on screen as the
 * reader scrolls. `chapterId` undefined (loading, locked) tracks nothing and returns `startOffset`.
 */
export function useScrollPosition(chapterId: number | undefined, startOffset: number): number {
  const [offset, setOffset] = useState(startOffset);

  // Only when another chapter renders: the start offset belongs to the chapter opened with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: startOffset is read once per chapter
  useLayoutEffect(() => {
    if (chapterId === undefined) return;
    setOffset(startOffset);
    if (startOffset <= 0) return;
    const paragraphs = [...document.querySelectorAll<HTMLElement>(PARAGRAPHS)];
    const target = paragraphs.filter((p) => Number(p.dataset.offset) <= startOffset).at(-1);
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - headerBottom() - 8;
      window.scrollTo({ top: Math.max(0, top) });
    }
  }, [chapterId]);

  useEffect(() => {
    if (chapterId === undefined) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOffset(firstVisibleOffset()));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [chapterId]);

  return chapterId === undefined ? startOffset : offset;
}
