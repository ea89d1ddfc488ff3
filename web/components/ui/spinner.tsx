import { LoaderCircle } from 'lucide-react';

/**
 * A spinning indicator with a visible, announced label ("Loading..." by default,
 * docs/reference/routes.md#screens).
 */
export function Spinner({
  label = 'Loading...',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-neutral-300 ${fullScreen ? 'min-h-dvh' : 'py-10'}`}
    >
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-accent-soft" />
      <span>{label}</span>
    </div>
  );
}
