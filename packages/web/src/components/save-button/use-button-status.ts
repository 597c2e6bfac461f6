import { useCallback, useEffect, useRef, useState } from 'react';

export type ButtonStatus = 'idle' | 'busy' | 'success' | 'error';

/**
 * A button's status that falls back to idle a while after success or error (the login button's
 * 2 s of spec 000 §4, the save button's 2 s / 4 s of spec 002 §9).
 */
export function useButtonStatus(resetAfterMs: { success: number; error: number }) {
  const [status, setStatusState] = useState<ButtonStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  const { success, error } = resetAfterMs;

  const setStatus = useCallback(
    (next: ButtonStatus) => {
      window.clearTimeout(timer.current);
      setStatusState(next);
      if (next === 'success' || next === 'error') {
        timer.current = window.setTimeout(
          () => setStatusState('idle'),
          next === 'success' ? success : error,
        );
      }
    },
    [success, error],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, setStatus] as const;
}
