import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { withEmphasis } from '../../lib/emphasis';
import {
  NOTE_BOX_INSET,
  PAGE_PADDING_Y,
  type PageGeometry,
  type ReaderPageContent,
} from './use-chapter-pages';
import { useSwipe } from './use-swipe';

/** Page-flip duration, ms (docs/reference/limits.md#reader). */
export const PAGE_FLIP_MS = 300;
/**
 * Share of the page's width, on each side, where a tap turns the page (docs/reference/reading.md#readers).
 */
export const TAP_ZONE_SHARE = 0.25;

/**
 * Tap zones (docs/reference/reading.md#readers): a click or tap in the left quarter of the page turns back,
 * in the right quarter forward; the middle, links and buttons, and a click that ends a text selection do
 * nothing.
 */
function tapZoneHandler(onNext: () => void, onPrevious: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href], button, input, select, textarea')) return;
    if (window.getSelection()?.toString()) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    if (x < box.width * TAP_ZONE_SHARE) onPrevious();
    else if (x > box.width * (1 - TAP_ZONE_SHARE)) onNext();
  };
}

interface ReaderPageProps {
  areaRef: (element: HTMLElement | null) => void;
  pages: ReaderPageContent[] | null;
  pageIndex: number;
  heading: string;
  geometry: PageGeometry;
  /** Changes on every page turn; the flip animation runs when it does. */
  flipKey: string;
  direction: 1 | -1 | 0;
  onNext: () => void;
  onPrevious: () => void;
}

/**
 * The page area: one page of text (the chapter heading on page 1), or of an author's note in its labelled
 * box (docs/reference/stories.md#notes), and "Page x of y". Paragraphs set
 * their own direction (`dir="auto"`: Arabic, Hebrew) and break over-long words anywhere rather than
 * widen the page; `paginate` measures such words the same way (docs/reference/reading.md#readers).
 */
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
      {/* Tap zones are a pointer shortcut: the keyboard turns pages with the arrow keys (usePageKeys)
          and the footer's Previous/Next buttons, so the page area itself takes no focus. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div
        ref={props.areaRef}
        className="relative mx-auto min-h-0 w-full max-w-[640px] flex-1 select-text"
        style={{ touchAction: 'pan-y' }}
        data-testid="reader-page-area"
        onClick={tapZoneHandler(props.onNext, props.onPrevious)}
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
              className="flex min-w-0 flex-col wrap-anywhere"
              style={{
                gap: geometry.blockGap,
                fontFamily: geometry.fontStack,
                fontSize: geometry.fontSize,
                lineHeight: `${geometry.lineHeight}px`,
              }}
            >
              {pageIndex === 0 && (
                <h2
                  dir="auto"
                  className="font-bold"
                  style={{
                    fontSize: geometry.headingFontSize,
                    lineHeight: `${geometry.headingLineHeight}px`,
                  }}
                >
                  {props.heading}
                </h2>
              )}
              {page.note ? (
                <aside
                  aria-label="Author's note"
                  data-author-note={page.note}
                  className="flex flex-col rounded-xl border border-current/25 bg-current/[0.04]"
                  style={{ padding: NOTE_BOX_INSET - 1, gap: geometry.blockGap }}
                >
                  <p
                    className="font-semibold uppercase tracking-wide opacity-75"
                    style={{
                      fontSize: '0.75em',
                      height: geometry.noteLabelHeight,
                      lineHeight: `${geometry.noteLabelHeight}px`,
                    }}
                  >
                    Author's note
                  </p>
                  <PageBlocks page={page} />
                </aside>
              ) : (
                <PageBlocks page={page} />
              )}
            </article>
          )}
        </div>
      </div>
      {/* On a short screen (a phone in landscape) the footer's "Pg n/N" says it: the line goes to text. */}
      <p className="py-1 text-center text-xs opacity-85 [@media(max-height:480px)]:hidden">
        {pages ? `Page ${pageIndex + 1} of ${pages.length}` : '\u00a0'}
      </p>
    </div>
  );
}

/** A page's paragraph slices. A paragraph appears at most once on a page, so its index is a stable key. */
function PageBlocks({ page }: { page: ReaderPageContent }) {
  return page.blocks.map((block) => (
    <p key={block.paragraph} dir="auto">
      {withEmphasis(block.text)}
    </p>
  ));
}
