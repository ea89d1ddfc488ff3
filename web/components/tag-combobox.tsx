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

/**
 * A tag input with suggestions (docs/reference/stories.md#tags): a combobox (aria-autocomplete="list")
 * listing GET /api/tags for what is typed (200 ms debounce); Enter or a comma adds the typed tag, a
 * suggestion adds its spelling; tags already there (ignoring case) are not added twice. Chosen tags show
 * as chips with a remove button.
 */
export function TagCombobox({ id, label, value, onChange, max = 10, placeholder }: TagComboboxProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listId = useId();
  const prefix = useDebounce(text, 200);
  const suggestions = useTagSuggestions(prefix);
  const taken = new Set(value.map((t) => t.toLowerCase()));
  const options = text.trim() ? (suggestions.data ?? []).filter((s) => !taken.has(s.tag.toLowerCase())) : [];
  const open = options.length > 0;

  /** Adds typed or picked tags in one change (several at once when a comma-separated text is pasted). */
  const add = (...raws: string[]) => {
    setText('');
    setActive(-1);
    const next = [...value];
    const seen = new Set(taken);
    for (const raw of raws) {
      const tag = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
      if (!tag || seen.has(tag.toLowerCase()) || next.length >= max) continue;
      seen.add(tag.toLowerCase());
      next.push(tag);
    }
    if (next.length !== value.length) onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-neutral-200">
        {label}
      </label>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Selected">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-white/10 py-1 pl-3 pr-1 text-sm text-white"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                className="rounded-full p-1 text-neutral-300 hover:bg-white/10"
                onClick={() => onChange(value.filter((t) => t !== tag))}
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
          disabled={value.length >= max}
          placeholder={value.length >= max ? `At most ${max} tags` : placeholder}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            if (next.includes(',')) {
              const parts = next.split(',');
              add(...parts.slice(0, -1));
              setText(parts.at(-1) ?? '');
              return;
            }
            setText(next);
            setActive(-1);
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
              setText('');
            } else if (event.key === 'Backspace' && text === '' && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim()) add(text);
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
              // mousedown, not click: the input's blur would add the typed text first.
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
