import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { controlClasses } from '../../../components/ui/field.tsx';
import { cx } from '../../../lib/cx.ts';

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  label: string;
  /** The search the list shows now (from the address). */
  value: string;
  /** `replace` is true for the writes after the first of one burst of typing: Back leaves a search in one step. */
  onSearch: (search: string, replace: boolean) => void;
  maxLength: number;
  placeholder?: string;
};

/**
 * A search over a server-paged list: follows typing after a short pause, Enter searches at once, and an
 * address change from elsewhere (Back, a link) shows in the box.
 */
export function SearchBox({ label, value, onSearch, maxLength, placeholder }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last value this box wrote: an address change that differs came from elsewhere.
  const written = useRef(value);
  const typing = useRef(false);

  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      typing.current = false;
      setText(value);
    }
  }, [value]);

  const commit = useEffectEvent((next: string, replace: boolean) => {
    if (next === written.current) return false;
    written.current = next;
    onSearch(next, replace);
    return true;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (commit(text.trim(), typing.current)) typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <search className="w-full sm:max-w-sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit(text.trim(), false);
          typing.current = false;
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
            className={cx(controlClasses, 'h-11 pl-9')}
          />
        </div>
      </form>
    </search>
  );
}
