import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (typically a `React.lazy` dialog or panel) from the first time `open` is true,
 * and keeps them mounted afterwards so that closing animates and returns focus as usual. Until then
 * nothing renders, so the lazy chunk is not fetched on first load (docs/reference/performance.md#bundle);
 * while it loads, `fallback` (nothing by default: the button that opened it keeps focus).
 */
export function OnceOpened({
  open,
  children,
  fallback = null,
}: {
  open: boolean;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
