import { FILTER_GENRES } from '../lib/genres';

/**
 * The horizontally scrolling genre filter row (spec section 9 list, "All" first). Chips are toggle
 * buttons with aria-pressed.
 */
export function GenreChips({ value, onChange }: { value: string; onChange: (genre: string) => void }) {
  return (
    <fieldset className="-mx-4 min-w-0">
      <legend className="sr-only">Filter by genre</legend>
      <div className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
        {FILTER_GENRES.map((genre) => {
          const selected = genre === value;
          return (
            <button
              key={genre}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(genre)}
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
    </fieldset>
  );
}
