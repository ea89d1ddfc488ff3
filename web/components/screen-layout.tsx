import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';

/**
 * Page frame of a signed-in screen: a centred content column (max 48rem), room for the bottom
 * navigation (or the side rail from 1024 px) when `withNav` is set.
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
  return (
    <div className={`min-h-dvh ${withNav ? 'pb-24 lg:pb-8 lg:pl-24' : 'pb-8'}`}>
      {header}
      <main className={`mx-auto w-full px-4 pt-4 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>{children}</main>
      {withNav ? <BottomNav /> : null}
    </div>
  );
}
