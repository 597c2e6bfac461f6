import { useCallback, useEffect, useRef, useState } from 'react';

/** spec 002 §9: "Chart legend selection applies after a 2 s delay". */
export const LEGEND_APPLY_DELAY_MS = 2000;

/**
 * A set of chosen ids that shows each click at once (`pending`) but hands the chart the choice
 * (`applied`) only once the user has stopped clicking for the delay, so toggling three series
 * redraws the chart once.
 */
export function useDelayedSelection<T extends string>(
  initial: readonly T[],
  delayMs = LEGEND_APPLY_DELAY_MS,
) {
  const [pending, setPending] = useState<readonly T[]>(initial);
  const [applied, setApplied] = useState<readonly T[]>(initial);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const toggle = useCallback(
    (id: T) => {
      setPending((current) => {
        const next = current.includes(id)
          ? current.filter((item) => item !== id)
          : [...current, id];
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setApplied(next), delayMs);
        return next;
      });
    },
    [delayMs],
  );

  return { pending, applied, toggle, settling: pending !== applied };
}
