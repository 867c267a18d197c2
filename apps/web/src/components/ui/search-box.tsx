import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { controlClasses } from './field.tsx';

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  label: string;
  /** The label is read out but not shown, where the screen's heading already says what is searched. */
  labelHidden?: boolean;
  /** The search the list shows now (from the address). */
  value: string;
  /**
   * Writes the search. `replace` is true for the writes after the first of one burst of typing, so a caller that
   * keeps searches in the history leaves a whole burst with one Back.
   */
  onSearch: (search: string, replace: boolean) => void;
  maxLength: number;
  placeholder?: string;
  className?: string;
};

/**
 * A search over a list whose state lives in the address: follows typing after a short pause, Enter searches at
 * once, and an address change from elsewhere (Back, a link, Clear search) shows in the box.
 */
export function SearchBox({
  label,
  labelHidden = false,
  value,
  onSearch,
  maxLength,
  placeholder,
  className,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last value this box wrote: an address change that differs came from elsewhere.
  const written = useRef(value);
  // Inside a burst of typing whose first write is done: the writes after it replace that one.
  const typing = useRef(false);

  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      typing.current = false;
      setText(value);
    }
  }, [value]);

  /** Writes the search unless it is already there; answers whether it wrote. */
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

  // Enter or leaving the box ends the burst: the next typing starts a new history entry.
  return (
    <search className={cx('block', className)}>
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          commit(text.trim(), typing.current);
          typing.current = false;
        }}
      >
        <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium text-zinc-800'}>
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              typing.current = false;
            }}
            className={cx(controlClasses, 'h-11 pl-10')}
          />
        </div>
      </form>
    </search>
  );
}
