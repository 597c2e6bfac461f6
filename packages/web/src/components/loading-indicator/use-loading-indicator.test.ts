// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TIMINGS_MS } from '@siteline/shared';
import { useLoadingIndicator } from './use-loading-indicator.ts';

describe('useLoadingIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while busy and resets after 60 s (spec 000 §4)', () => {
    const { result, rerender } = renderHook(
      ({ busy }) => useLoadingIndicator(busy, TIMINGS_MS.loadingIndicatorCap),
      { initialProps: { busy: false } },
    );
    expect(result.current).toBe(false);

    rerender({ busy: true });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);

    // Idle, then busy again: the bar comes back.
    rerender({ busy: false });
    rerender({ busy: true });
    expect(result.current).toBe(true);
  });
});
