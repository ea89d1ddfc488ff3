import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth';
import { BottomNav } from './bottom-nav';
import { VisitorBar } from './visitor-bar';

/**
 * Page frame of a signed-in screen: a centred content column (max 48rem), room for the bottom
 * navigation (or the side rail from 1024 px) when `withNav` is set; a signed-out visitor (issue 11
 * §2) gets the visitor bar there instead.
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
  const nav = isVisitor ? 'pb-24' : 'pb-24 lg:pb-8 lg:pl-24';
  return (
    <div className={`min-h-dvh ${withNav ? nav : 'pb-8'}`}>
      {header}
      <main className={`mx-auto w-full px-4 pt-4 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>{children}</main>
      {withNav ? isVisitor ? <VisitorBar /> : <BottomNav /> : null}
    </div>
  );
}
