import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_WARNING_LABELS, CONTENT_WARNINGS } from '../../../contract/content-warnings';
import { STORY_STATUS_LABELS, STORY_STATUSES } from '../../../contract/story-status';
import { TagCombobox } from '../../components/tag-combobox';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FILTER_GENRES } from '../../lib/genres';
import { activeFilterCount, EMPTY_FILTERS, type StoryFilters } from '../../lib/story-filters';

/** Length choices: published word count bounds (docs/reference/routes.md GET /api/stories/search). */
const LENGTHS = [
  { label: 'Any length', min: null, max: null },
  { label: 'Under 10,000 words', min: null, max: 9_999 },
  { label: '10,000 to 50,000 words', min: 10_000, max: 50_000 },
  { label: '50,000 to 100,000 words', min: 50_000, max: 100_000 },
  { label: 'Over 100,000 words', min: 100_001, max: null },
] as const;

const UPDATED = [
  { label: 'Any time', days: null },
  { label: 'Past week', days: 7 },
  { label: 'Past month', days: 30 },
  { label: 'Past 3 months', days: 90 },
  { label: 'Past year', days: 365 },
] as const;

const SORTS = [
  { label: 'Best match / latest update', value: '' },
  { label: 'Recently updated', value: 'updated' },
  { label: 'Newest', value: 'newest' },
  { label: 'Top rated', value: 'rating' },
  { label: 'Most read', value: 'popular' },
] as const;

const selectClass = 'w-full rounded-xl border border-line bg-black/30 px-3 py-2.5 text-white';

/**
 * The "Filters" button and sheet of story search (Discover, Browse): genre, tags to include and exclude
 * (with suggestions), warnings to exclude, status, length, last update and sort. Edits stay in the sheet
 * until "Show results" hands them to `onApply` (the screen writes them to the URL query).
 */
export function FiltersSheet({
  filters,
  onApply,
}: {
  filters: StoryFilters;
  onApply: (filters: StoryFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const set = (patch: Partial<StoryFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const active = activeFilterCount(filters);
  const lengthIndex = Math.max(
    0,
    LENGTHS.findIndex((l) => l.min === draft.minWords && l.max === draft.maxWords),
  );

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(filters);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Filters" variant="sheet">
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft);
            setOpen(false);
          }}
        >
          <div className="flex flex-col gap-2">
            <label htmlFor="filter-genre" className="text-sm font-medium text-neutral-200">
              Genre
            </label>
            <select
              id="filter-genre"
              className={selectClass}
              value={draft.genre}
              onChange={(e) => set({ genre: e.target.value })}
            >
              {FILTER_GENRES.map((g) => (
                <option key={g} value={g}>
                  {g === 'All' ? 'All genres' : g}
                </option>
              ))}
            </select>
          </div>
          <TagCombobox
            id="filter-tags"
            label="With tags"
            placeholder="Type a tag"
            value={draft.tags}
            onChange={(tags) => set({ tags })}
          />
          <TagCombobox
            id="filter-exclude-tags"
            label="Without tags"
            placeholder="Type a tag"
            max={20}
            value={draft.excludeTags}
            onChange={(excludeTags) => set({ excludeTags })}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-neutral-200">Hide stories with</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {CONTENT_WARNINGS.map((key) => (
                <label key={key} className="flex items-center gap-2 text-sm text-neutral-200">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-accent"
                    checked={draft.excludeWarnings.includes(key)}
                    onChange={(e) =>
                      set({
                        excludeWarnings: e.target.checked
                          ? [...draft.excludeWarnings, key]
                          : draft.excludeWarnings.filter((w) => w !== key),
                      })
                    }
                  />
                  {CONTENT_WARNING_LABELS[key]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-2">
              <label htmlFor="filter-status" className="text-sm font-medium text-neutral-200">
                Status
              </label>
              <select
                id="filter-status"
                className={selectClass}
                value={draft.status}
                onChange={(e) => set({ status: e.target.value as StoryFilters['status'] })}
              >
                <option value="">Any</option>
                {STORY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STORY_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor="filter-updated" className="text-sm font-medium text-neutral-200">
                Last update
              </label>
              <select
                id="filter-updated"
                className={selectClass}
                value={draft.updatedWithin ?? ''}
                onChange={(e) => set({ updatedWithin: e.target.value ? Number(e.target.value) : null })}
              >
                {UPDATED.map((u) => (
                  <option key={u.label} value={u.days ?? ''}>
                    {u.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="filter-length" className="text-sm font-medium text-neutral-200">
              Length
            </label>
            <select
              id="filter-length"
              className={selectClass}
              value={lengthIndex}
              onChange={(e) => {
                const length = LENGTHS[Number(e.target.value)] ?? LENGTHS[0];
                set({ minWords: length.min, maxWords: length.max });
              }}
            >
              {LENGTHS.map((l, index) => (
                <option key={l.label} value={index}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="filter-sort" className="text-sm font-medium text-neutral-200">
              Sort by
            </label>
            <select
              id="filter-sort"
              className={selectClass}
              value={draft.sort}
              onChange={(e) => set({ sort: e.target.value as StoryFilters['sort'] })}
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-3">
            <Button
              variant="ghost"
              className="flex-1"
              onClick={() => setDraft({ ...EMPTY_FILTERS, q: draft.q })}
            >
              Clear all
            </Button>
            <Button type="submit" className="flex-1">
              Show results
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
