import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_TAG_LENGTH } from '../../contract/stories';
import { useTagSuggestions } from '../lib/story-filters';
import { useDebounce } from '../lib/use-debounce';

interface TagComboboxProps {
  /** The input's id and label. */
  id: string;
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Most tags accepted (the story form: 10, docs/reference/stories.md#tags). */
  max?: number;
  placeholder?: string;
}

/** A typed tag as stored: trimmed, inner spaces collapsed, at most MAX_TAG_LENGTH characters. */
function normalTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
}

/** `tags` plus each of `raws` not there yet (ignoring case), up to `max`. */
function withTags(tags: string[], raws: string[], max: number): string[] {
  const next = [...tags];
  const seen = new Set(tags.map((t) => t.toLowerCase()));
  for (const raw of raws) {
    const tag = normalTag(raw);
    if (!tag || seen.has(tag.toLowerCase()) || next.length >= max) continue;
    seen.add(tag.toLowerCase());
    next.push(tag);
  }
  return next;
}

/**
 * A tag input with suggestions (docs/reference/stories.md#tags): a combobox (aria-autocomplete="list")
 * listing GET /api/tags for what is typed (200 ms debounce); Enter or a comma makes the typed tag a chip, a
 * suggestion adds its spelling; tags already there (ignoring case) are not added twice. Chosen tags show
 * as chips with a remove button. The text still being typed counts as a tag at once (`value` ends with
 * it), so leaving the field or pressing a button right after typing changes no layout and loses nothing.
 */
export function TagCombobox({ id, label, value, onChange, max = 10, placeholder }: TagComboboxProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listId = useId();
  const prefix = useDebounce(text, 200);
  const suggestions = useTagSuggestions(prefix);
  // Whether `value` ends with the text being typed (it is not when that text repeats a chip).
  const [isPendingInValue, setPendingInValue] = useState(false);
  const pending = normalTag(text);
  // The chips: `value` without its last tag when that is the text being typed.
  const chips = isPendingInValue && pending && value.at(-1) === pending ? value.slice(0, -1) : value;
  const taken = new Set(chips.map((t) => t.toLowerCase()));
  const options = text.trim() ? (suggestions.data ?? []).filter((s) => !taken.has(s.tag.toLowerCase())) : [];
  const open = options.length > 0;

  /** Reports the chips plus the text being typed (`typed`), and keeps that text in the input. */
  const type = (base: string[], typed: string) => {
    setText(typed);
    setActive(-1);
    const next = withTags(base, [typed], max);
    setPendingInValue(next.length > base.length);
    if (next.join('\u0000') !== value.join('\u0000')) onChange(next);
  };

  /** Makes typed or picked tags chips in one change (several at once when a comma-separated text is pasted). */
  const add = (...raws: string[]) => type(withTags(chips, raws, max), '');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-neutral-200">
        {label}
      </label>
      {chips.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Selected">
          {chips.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-white/10 py-1 pl-3 pr-1 text-sm text-white"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                className="rounded-full p-1 text-neutral-300 hover:bg-white/10"
                onClick={() =>
                  type(
                    chips.filter((t) => t !== tag),
                    text,
                  )
                }
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={MAX_TAG_LENGTH + 1}
          disabled={chips.length >= max}
          placeholder={chips.length >= max ? `At most ${max} tags` : placeholder}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            if (next.includes(',')) {
              const parts = next.split(',');
              type(withTags(chips, parts.slice(0, -1), max), parts.at(-1) ?? '');
              return;
            }
            type(chips, next);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && open) {
              event.preventDefault();
              setActive((i) => (i + 1) % options.length);
            } else if (event.key === 'ArrowUp' && open) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (event.key === 'Enter') {
              if (!text.trim()) return;
              event.preventDefault();
              add(open && active >= 0 ? options[active]!.tag : text);
            } else if (event.key === 'Escape' && open) {
              event.preventDefault();
              type(chips, '');
            } else if (event.key === 'Backspace' && text === '' && chips.length) {
              onChange(chips.slice(0, -1));
            }
          }}
          className="w-full rounded-xl border border-line bg-black/30 px-3 py-2.5 text-white placeholder:text-neutral-500"
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!open}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-panel py-1 shadow-xl"
        >
          {options.map((option, index) => (
            <div
              key={option.tag}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={`flex cursor-pointer justify-between px-3 py-2 text-sm ${index === active ? 'bg-white/10 text-white' : 'text-neutral-200'}`}
              // mousedown, not click: picked before the input loses focus.
              onMouseDown={(event) => {
                event.preventDefault();
                add(option.tag);
              }}
            >
              <span>{option.tag}</span>
              <span className="text-neutral-500">{option.stories}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
