import { useEffect, useRef, useState } from 'react';

/** The value, updated only after it stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return undefined;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, debounced, delayMs]);
  return debounced;
}

/**
 * A search box over a search kept in the address (`value`): the text being typed, and
 * `onSearch` with the trimmed text once it stayed the same for `delayMs` (one request for what
 * the player settled on). Back or a link changing `value` puts it in the box.
 */
export function useSearchText(
  value: string,
  onSearch: (text: string) => void,
  delayMs: number,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), delayMs);
  /** The last search this box put in the address: its echo must not overwrite newer typing. */
  const searched = useRef(value);
  // Back or a link changed the address: the box follows.
  useEffect(() => {
    if (value === searched.current) return;
    searched.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (settled === searched.current) return;
    searched.current = settled;
    onSearch(settled);
    // Only a settled change of the text searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText];
}
