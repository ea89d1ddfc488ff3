import { useCallback, useMemo, useRef, useState } from 'react';
import type { Chapter } from '../../../contract/chapters';
import { chapterHeading } from '../../lib/chapter-heading';
import {
  measureBlockHeight,
  type Page,
  paginate,
  splitParagraphs,
  tokenizeParagraph,
} from '../../lib/pagination';

import type { OverlaySettings } from '../../lib/reader-settings';
import { pageStartOffsets, tokenOffsets } from './reading-position';
import { OVERLAY_FONT_STACKS, textMeasurer } from './text-measure';

/** Vertical padding of the page area, px. */
export const PAGE_PADDING_Y = 16;
/** Heading size relative to the body font, and its line-height factor. */
const HEADING_SCALE = 1.25;
const HEADING_LINE_HEIGHT = 1.3;

/** Inner padding of an author's note box plus its 1 px border, px (docs/reference/stories.md#notes). */
export const NOTE_BOX_INSET = 13;

/**
 * A page of the overlay reader: a page of chapter text, or (`note`) a page of the author's note before or
 * after it, shown in a labelled box (docs/reference/stories.md#notes). Notes are paginated on pages of their
 * own, never mixed into the text's paragraphs, so the text's pages and reading positions stay the same
 * whether notes show or not.
 */
export interface ReaderPageContent extends Page {
  note?: 'before' | 'after';
}

/** The px geometry the page area renders with; pagination measures with exactly the same numbers. */
export interface PageGeometry {
  paddingX: number;
  fontSize: number;
  lineHeight: number;
  blockGap: number;
  headingFontSize: number;
  headingLineHeight: number;
  fontStack: string;
  /** Height of the "Author's note" label line in a note box, px. */
  noteLabelHeight: number;
}

/** Page geometry for the settings: docs/reference/limits.md#reader keeps at least 16 px of side padding. */
export function pageGeometry(settings: OverlaySettings): PageGeometry {
  const headingFontSize = settings.fontSize * HEADING_SCALE;
  return {
    paddingX: Math.max(16, settings.margin),
    fontSize: settings.fontSize,
    lineHeight: settings.fontSize * settings.lineHeight,
    blockGap: Math.round(settings.fontSize * 0.8),
    headingFontSize,
    headingLineHeight: headingFontSize * HEADING_LINE_HEIGHT,
    fontStack: OVERLAY_FONT_STACKS[settings.fontFamily],
    noteLabelHeight: Math.round(settings.fontSize * 1.5),
  };
}

interface Box {
  width: number;
  height: number;
}

/**
 * Splits `chapter` into pages for the current settings and the measured size of the page area.
 * Returns a callback ref for the page area element, the pages (null until measured and while the
 * chapter loads), `starts` (each page's first character offset in the chapter text,
 * docs/reference/reading.md#position), the geometry, and `layoutKey`, which changes whenever the split
 * changes for a reason other than the chapter.
 */
export function useChapterPages(chapter: Chapter | undefined, settings: OverlaySettings) {
  const [box, setBox] = useState<Box | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const areaRef = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = {
        width: Math.floor(entry.contentRect.width),
        height: Math.floor(entry.contentRect.height),
      };
      setBox((current) =>
        current && current.width === next.width && current.height === next.height ? current : next,
      );
    });
    observer.current.observe(element);
  }, []);

  const geometry = useMemo(() => pageGeometry(settings), [settings]);
  const content = chapter?.content ?? '';
  const paragraphs = useMemo(() => splitParagraphs(content).map(tokenizeParagraph), [content]);
  const offsets = useMemo(() => tokenOffsets(content, paragraphs), [content, paragraphs]);
  const heading = chapter ? chapterHeading(chapter) : '';

  const showNotes = settings.showNotes && chapter?.locked !== true;
  const noteBefore = showNotes ? (chapter?.noteBefore ?? '') : '';
  const noteAfter = showNotes ? (chapter?.noteAfter ?? '') : '';

  const pages = useMemo<ReaderPageContent[] | null>(() => {
    if (!box || !chapter) return null;
    // 2 px of slack absorbs sub-pixel differences between canvas and DOM text widths.
    const width = box.width - 2 * geometry.paddingX - 2;
    const height = box.height - 2 * PAGE_PADDING_Y;
    const measure = textMeasurer(`${geometry.fontSize}px ${geometry.fontStack}`, geometry.fontSize);
    const headingMeasure = textMeasurer(
      `bold ${geometry.headingFontSize}px ${geometry.fontStack}`,
      geometry.headingFontSize,
    );
    const headingHeight = measureBlockHeight(heading, width, geometry.headingLineHeight, headingMeasure);
    // A note's pages: its paragraphs inside the box (less its inset and label); the heading tops the first
    // page of the note before, which then comes first.
    const notePages = (note: string, which: 'before' | 'after'): ReaderPageContent[] => {
      const noteParagraphs = splitParagraphs(note).map(tokenizeParagraph);
      if (noteParagraphs.length === 0) return [];
      return paginate(noteParagraphs, {
        width: width - 2 * NOTE_BOX_INSET,
        height: height - 2 * NOTE_BOX_INSET - geometry.noteLabelHeight - geometry.blockGap,
        lineHeight: geometry.lineHeight,
        blockGap: geometry.blockGap,
        measure,
        headingHeight: which === 'before' ? headingHeight + geometry.blockGap : 0,
      }).map((page) => ({ ...page, note: which }));
    };
    const before = notePages(noteBefore, 'before');
    const text = paginate(paragraphs, {
      width,
      height,
      lineHeight: geometry.lineHeight,
      blockGap: geometry.blockGap,
      measure,
      headingHeight: before.length > 0 ? 0 : headingHeight,
    });
    return [...before, ...text, ...notePages(noteAfter, 'after')];
  }, [box, chapter, geometry, paragraphs, heading, noteBefore, noteAfter]);
  // Each page's first character in the chapter text: a note before's pages start at 0, a note after's at
  // the text's end, so positions (docs/reference/reading.md#position) never point into a note.
  const starts = useMemo(() => {
    if (!pages) return [];
    const text = pages.filter((page) => !page.note);
    const textStarts = pageStartOffsets(text, offsets);
    let next = 0;
    return pages.map((page) =>
      page.note === 'before' ? 0 : page.note === 'after' ? content.length : (textStarts[next++] ?? 0),
    );
  }, [pages, offsets, content]);

  const layoutKey = box
    ? [
        settings.fontSize,
        settings.lineHeight,
        settings.fontFamily,
        settings.margin,
        showNotes,
        box.width,
        box.height,
      ].join('|')
    : null;
  return { areaRef, pages, starts, geometry, heading, layoutKey };
}
