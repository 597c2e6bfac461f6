import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * With fake timers: lets promises (validation, fetch, mutations) and React updates run without
 * moving the clock. Testing Library's findBy* would wait on a faked setTimeout, so tests settle.
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

/** Moves the fake clock and applies the React updates the timers cause. */
export function advance(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
