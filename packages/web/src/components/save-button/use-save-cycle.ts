import { useCallback } from 'react';
import { useButtonStatus, type ButtonStatus } from './use-button-status.ts';

/** spec 002 §4, §9: the save label returns 2 s after "Saved!" and 4 s after "Error!". */
export const SAVE_RESET_MS = { success: 2_000, error: 4_000 } as const;

export type SaveResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface SaveCycle {
  status: ButtonStatus;
  /**
   * Runs a save: "Saving..." meanwhile, then "Saved!" or "Error!" and back. Never rejects: the
   * caller reads `ok` and shows its own message on failure.
   */
  run: <T>(save: () => Promise<T>) => Promise<SaveResult<T>>;
  /** For a cycle driven by hand, or to hold one result longer (`holdMs`). */
  setStatus: (next: ButtonStatus, holdMs?: number) => void;
}

/** The save button's cycle: Save Changes → Saving... → Saved! / Error! → Save Changes. */
export function useSaveCycle(resetAfterMs: { success: number; error: number } = SAVE_RESET_MS) {
  const [status, setStatus] = useButtonStatus(resetAfterMs);
  const run = useCallback(
    async <T>(save: () => Promise<T>): Promise<SaveResult<T>> => {
      setStatus('busy');
      try {
        const value = await save();
        setStatus('success');
        return { ok: true, value };
      } catch (error) {
        setStatus('error');
        return { ok: false, error };
      }
    },
    [setStatus],
  );
  return { status, run, setStatus } satisfies SaveCycle;
}
