import { useEffect, useState } from 'react';

/** Address search and geocoding both wait 300 ms after the last keystroke (spec §9). */
export const GEO_DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, delay = GEO_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
