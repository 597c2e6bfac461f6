// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isOnline, markReachable, useOnline } from './evacuation-network.ts';

describe('whether the device can reach the server', () => {
  afterEach(() => markReachable(true));

  it('follows the last call when the browser still says it is online', () => {
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(true);
    markReachable(false);
    expect(isOnline()).toBe(false);
    markReachable(true);
    expect(isOnline()).toBe(true);
  });

  it('redraws the screen when a call fails, and when the browser says the network is back', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => markReachable(false));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });
});
