import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth';
import { BottomNav } from './bottom-nav';
import { VisitorBar } from './visitor-bar';

/**
 * Page frame of a signed-in screen: a centred content column (max 48rem), room for the bottom
 * navigation (or the side rail from 1024 px) when `withNav` is set; a signed-out visitor
 * (docs/reference/platform.md#public-reading) gets the visitor bar there instead.
 */
export function ScreenLayout({
  children,
  header,
  withNav = true,
  wide = false,
}: {
  children: ReactNode;
  header?: ReactNode;
  withNav?: boolean;
  wide?: boolean;
}) {
  const isVisitor = useCurrentUser().data === null;
  // The install banner's height comes on top while it shows, so the end of the page scrolls clear of it.
  const nav = isVisitor
    ? 'pb-24'
    : 'pb-[calc(6rem+var(--install-banner-height,0px))] lg:pb-[calc(2rem+var(--install-banner-height,0px))] lg:pl-24';
  return (
    <div className={`min-h-dvh ${withNav ? nav : 'pb-[calc(2rem+var(--install-banner-height,0px))]'}`}>
      {header}
      <main className={`mx-auto w-full px-4 pt-4 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>{children}</main>
      {withNav ? isVisitor ? <VisitorBar /> : <BottomNav /> : null}
    </div>
  );
}
