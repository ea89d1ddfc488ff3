import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastRequested, onToastRequested } from '../lib/toast';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/**
 * Where toasts appear, mounted once at the root. The toast library loads with the first toast
 * (web/lib/toast.ts), not with the app: until then this renders nothing.
 */
export function ToastHost() {
  const isRequested = useSyncExternalStore(onToastRequested, isToastRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
