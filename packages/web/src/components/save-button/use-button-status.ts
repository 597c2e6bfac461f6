import { useCallback, useEffect, useRef, useState } from 'react';

export type ButtonStatus = 'idle' | 'busy' | 'success' | 'error';

/**
 * A button's status that falls back to idle a while after success or error (the login button's
 * 2 s of spec 000 §4, the save button's 2 s / 4 s of spec 002 §9). `setStatus` may hold one
 * result for another time (an alert editor's "Error!" stays 5 s with server messages, 001 §4).
 */
export function useButtonStatus(resetAfterMs: { success: number; error: number }) {
  const [status, setStatusState] = useState<ButtonStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  const { success, error } = resetAfterMs;

  const setStatus = useCallback(
    (next: ButtonStatus, holdMs?: number) => {
      window.clearTimeout(timer.current);
      setStatusState(next);
      if (next === 'success' || next === 'error') {
        timer.current = window.setTimeout(
          () => setStatusState('idle'),
          holdMs ?? (next === 'success' ? success : error),
        );
      }
    },
    [success, error],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, setStatus] as const;
}
