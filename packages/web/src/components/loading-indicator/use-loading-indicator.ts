import { useEffect, useState } from 'react';

/**
 * Whether to show the global progress bar: while `busy`, until `capMs` has passed (spec 000 §4
 * "Loading indicator resets after 60 s"), so a hung request cannot leave it running forever.
 * It shows again when the app goes idle and then busy once more.
 */
export function useLoadingIndicator(busy: boolean, capMs: number): boolean {
  const [capped, setCapped] = useState(false);

  useEffect(() => {
    if (!busy) {
      setCapped(false);
      return;
    }
    const timer = window.setTimeout(() => setCapped(true), capMs);
    return () => window.clearTimeout(timer);
  }, [busy, capMs]);

  return busy && !capped;
}
