import { useCallback, useEffect, useRef } from 'react';

/** Schedules callbacks that are cancelled when the component unmounts. */
export function useTimeout(): (callback: () => void, delayMs: number) => void {
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return useCallback((callback: () => void, delayMs: number) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
