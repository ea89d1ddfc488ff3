import { Button } from '../../components/ui/button';
import type { ImportChapter } from './import-chapters';

/**
 * The front matter the importer left out (title page, contents …), each with a "Keep as chapter" /
 * "Leave out" toggle, so no word of the file is dropped without the author seeing it
 * (docs/reference/platform.md#import, ADR 0034). Kept sections join the chapter list at the start.
 */
export function FrontMatterList({
  sections,
  keptIds,
  onToggle,
}: {
  sections: ImportChapter[];
  keptIds: ReadonlySet<number>;
  onToggle: (section: ImportChapter) => void;
}) {
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby="import-front-matter" className="flex flex-col gap-2">
      <h2 id="import-front-matter" className="text-lg font-semibold text-white">
        Front matter
      </h2>
      <p className="text-sm text-neutral-400">
        Left out unless you keep it. A kept section becomes a chapter at the start of the story.
      </p>
      <ul className="flex flex-col gap-2">
        {sections.map((section) => {
          const kept = keptIds.has(section.id);
          const labelId = `front-matter-${section.id}`;
          return (
            <li key={section.id} className="flex flex-col gap-1 rounded-xl border border-line bg-panel p-3">
              <p id={labelId} className="break-words font-medium text-white">
                {section.title}
              </p>
              <p className="truncate text-sm text-neutral-400">{section.firstLine || 'No text'}</p>
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs text-neutral-400">
                  {section.wordCount.toLocaleString()} words · {kept ? 'kept as chapter' : 'left out'}
                </span>
                <Button
                  size="sm"
                  variant={kept ? 'ghost' : 'outline'}
                  aria-pressed={kept}
                  aria-describedby={labelId}
                  onClick={() => onToggle(section)}
                >
                  {kept ? 'Leave out' : 'Keep as chapter'}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
