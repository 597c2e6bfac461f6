import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '@siteline/shared';
import { applicableSearch } from '@/lib/address/address-params.ts';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The text in a list's search box and when it reaches the address: once typing settles, text of
 * SEARCH_MIN_LENGTH characters or more is searched for, an emptied box clears the search, and one
 * or two characters change nothing (spec 002 §5).
 */
export function useDebouncedSearch(
  value: string | undefined,
  onSearch: (search: string | undefined) => void,
) {
  const [text, setText] = useState(value ?? '');
  const [settled, setSettled] = useState(text);

  // The address can change under the box (back button, "clear filters").
  useEffect(() => {
    setText((shown) => (applicableSearch(shown) === value ? shown : (value ?? '')));
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(text);
      const next = applicableSearch(text);
      if (text.trim() === '' && value !== undefined) onSearch(undefined);
      else if (next !== undefined && next !== value) onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const length = text.trim().length;
  return { text, setText, settled, tooShort: length > 0 && length < SEARCH_MIN_LENGTH };
}
