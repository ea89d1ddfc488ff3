import { Search, X } from 'lucide-react';

/** A labelled search input with a clear button. The caller debounces the value it queries with. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  id: string;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-neutral-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-xl border border-line bg-panel pl-10 pr-10 text-base text-white placeholder:text-neutral-400 focus:border-accent-soft focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute right-1 top-1 rounded-lg p-2 text-neutral-400 hover:text-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      ) : null}
    </div>
  );
}
