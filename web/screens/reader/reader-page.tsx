import { useLayoutEffect, useRef } from 'react';
import { withEmphasis } from '../../lib/emphasis';
import type { Page } from '../../lib/pagination';
import { PAGE_PADDING_Y, type PageGeometry } from './use-chapter-pages';
import { useSwipe } from './use-swipe';

/** Page-flip duration, ms (spec section 9). */
export const PAGE_FLIP_MS = 300;

interface ReaderPageProps {
  areaRef: (element: HTMLElement | null) => void;
  pages: Page[] | null;
  pageIndex: number;
  heading: string;
  geometry: PageGeometry;
  /** Changes on every page turn; the flip animation runs when it does. */
  flipKey: string;
  direction: 1 | -1 | 0;
  onNext: () => void;
  onPrevious: () => void;
}

/** The page area: one page of text (the chapter heading on page 1) and "Page x of y". */
export function ReaderPage(props: ReaderPageProps) {
  const { pages, pageIndex, geometry, direction } = props;
  const page = pages?.[pageIndex];
  const swipe = useSwipe(props.onNext, props.onPrevious);
  const textRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastFlipKey = useRef(props.flipKey);

  useLayoutEffect(() => {
    if (lastFlipKey.current === props.flipKey) return;
    lastFlipKey.current = props.flipKey;
    scrollRef.current?.scrollTo({ top: 0 });
    const text = textRef.current;
    // Only page turns flip; a new split after a settings change just shows page 1.
    if (direction === 0 || !text?.animate || window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      return;
    const offset = `${direction * 32}px`;
    text.animate(
      [
        { opacity: 0, transform: `translateX(${offset})` },
        { opacity: 1, transform: 'translateX(0)' },
      ],
      { duration: PAGE_FLIP_MS, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [props.flipKey, direction]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={props.areaRef}
        className="relative mx-auto min-h-0 w-full max-w-[640px] flex-1 select-text"
        style={{ touchAction: 'pan-y' }}
        {...swipe}
      >
        <div
          ref={scrollRef}
          className="absolute inset-0 overflow-y-auto overflow-x-hidden"
          style={{ padding: `${PAGE_PADDING_Y}px ${geometry.paddingX}px` }}
        >
          {page && (
            <article
              ref={textRef}
              className="flex flex-col break-words"
              style={{
                gap: geometry.blockGap,
                fontFamily: geometry.fontStack,
                fontSize: geometry.fontSize,
                lineHeight: `${geometry.lineHeight}px`,
              }}
            >
              {pageIndex === 0 && (
                <h2
                  className="font-bold"
                  style={{
                    fontSize: geometry.headingFontSize,
                    lineHeight: `${geometry.headingLineHeight}px`,
                  }}
                >
                  {props.heading}
                </h2>
              )}
              {/* A paragraph appears at most once on a page, so its index is a stable key. */}
              {page.blocks.map((block) => (
                <p key={block.paragraph}>{withEmphasis(block.text)}</p>
              ))}
            </article>
          )}
        </div>
      </div>
      <p className="py-1 text-center text-xs opacity-85">
        {pages ? `Page ${pageIndex + 1} of ${pages.length}` : '\u00a0'}
      </p>
    </div>
  );
}
