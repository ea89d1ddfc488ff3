import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  CONTENT_WARNING_LABELS,
  CONTENT_WARNINGS,
  type ContentWarning,
} from '../../contract/content-warnings';
import { Button } from './ui/button';

/**
 * "Content warnings" on the story page (docs/reference/stories.md#warnings): the author's warnings as a
 * list, before the text; nothing without warnings.
 */
export function ContentWarningList({ warnings }: { warnings: readonly ContentWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="content-warnings-title"
      className="rounded-xl border border-red-500/30 bg-red-500/10 p-3"
    >
      <h2 id="content-warnings-title" className="flex items-center gap-2 text-sm font-semibold text-red-100">
        <TriangleAlert aria-hidden="true" className="h-4 w-4" /> Content warnings
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {warnings.map((w) => (
          <li key={w} className="rounded-full bg-red-500/20 px-2.5 py-0.5 text-xs font-medium text-red-100">
            {CONTENT_WARNING_LABELS[w]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The warnings an author picks on the create and edit screens (docs/reference/stories.md#warnings):
 * checkboxes over CONTENT_WARNINGS.
 */
export function WarningsPicker({
  value,
  onChange,
}: {
  value: readonly ContentWarning[];
  onChange: (warnings: ContentWarning[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-neutral-200">Content warnings</legend>
      <p className="text-xs text-neutral-400">Readers see these before they start reading.</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {CONTENT_WARNINGS.map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm text-neutral-200">
            <input
              type="checkbox"
              className="h-4 w-4 accent-accent"
              checked={value.includes(key)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? CONTENT_WARNINGS.filter((w) => w === key || value.includes(w))
                    : value.filter((w) => w !== key),
                )
              }
            />
            {CONTENT_WARNING_LABELS[key]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const seenKey = (storyId: number) => `storyloom.warnings-seen.${storyId}`;

/** Whether this reader has already continued past the story's warnings on this device. */
function warningsSeen(storyId: number): boolean {
  try {
    return localStorage.getItem(seenKey(storyId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The reader's first screen of a story with warnings (docs/reference/stories.md#warnings): the warnings
 * and "Continue to the story", once per story per reader (remembered in localStorage); otherwise, or
 * once continued, `children`.
 */
export function WarningsGate({
  storyId,
  warnings,
  header,
  children,
}: {
  storyId: number;
  warnings: readonly ContentWarning[];
  /** Shown above the warnings (the reader's close or back control). */
  header?: ReactNode;
  children: ReactNode;
}) {
  const [seen, setSeen] = useState(() => warnings.length === 0 || warningsSeen(storyId));
  if (seen || warnings.length === 0) return children;
  return (
    <>
      {header}
      <section
        aria-labelledby="warnings-gate-title"
        className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10 text-center"
      >
        <TriangleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-red-300" />
        <h2 id="warnings-gate-title" className="text-xl font-semibold text-white">
          Content warnings
        </h2>
        <p className="text-sm text-neutral-300">This story contains:</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {warnings.map((w) => (
            <li key={w} className="rounded-full bg-red-500/20 px-3 py-1 text-sm font-medium text-red-100">
              {CONTENT_WARNING_LABELS[w]}
            </li>
          ))}
        </ul>
        <Button
          className="self-center"
          onClick={() => {
            try {
              localStorage.setItem(seenKey(storyId), '1');
            } catch {
              // Private mode: continue without remembering.
            }
            setSeen(true);
          }}
        >
          Continue to the story
        </Button>
      </section>
    </>
  );
}
