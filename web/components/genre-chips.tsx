import { FILTER_GENRES } from '../lib/genres';
import { useRovingFocus } from '../lib/use-roving-focus';

/**
 * The horizontally scrolling genre filter row (docs/reference/limits.md#stories list, "All" first). Chips are
 * toggle buttons with aria-pressed in a toolbar: one Tab stop (the selected chip), the arrow keys move
 * between chips (WAI-ARIA APG "Toolbar"), so the stories after the row are a few Tab stops away.
 */
export function GenreChips({ value, onChange }: { value: string; onChange: (genre: string) => void }) {
  const roving = useRovingFocus(FILTER_GENRES.length, (FILTER_GENRES as readonly string[]).indexOf(value));
  return (
    <div
      role="toolbar"
      aria-label="Filter by genre"
      aria-orientation="horizontal"
      onKeyDown={roving.onKeyDown}
      className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
    >
      {FILTER_GENRES.map((genre, index) => {
        const selected = genre === value;
        return (
          <button
            key={genre}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(genre)}
            {...roving.itemProps(index)}
            className={`h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors ${
              selected
                ? 'border-accent bg-accent text-white'
                : 'border-line bg-panel text-neutral-300 hover:border-accent-soft hover:text-white'
            }`}
          >
            {genre}
          </button>
        );
      })}
    </div>
  );
}
