import type { ReactNode } from 'react';

/** A titled section of the hub, with an h2 and an optional note at the right. */
export function HubSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = `hub-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {note ? <span className="text-xs text-neutral-400">{note}</span> : null}
      </div>
      {children}
    </section>
  );
}
