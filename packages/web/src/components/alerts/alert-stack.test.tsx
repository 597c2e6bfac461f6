import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ALERT_TYPE } from '@siteline/shared';
import { AlertStack } from './alert-stack.tsx';
import { createAlertStore } from './alerts-store.ts';

describe('AlertStack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each alert with its severity and removes it after its duration', () => {
    const store = createAlertStore();
    render(<AlertStack store={store} />);

    act(() => {
      store.show({ type: ALERT_TYPE.warning, message: 'Check the gate reader', durationMs: 3000 });
      store.error('Server error, please contact your administrator', 6000);
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Check the gate reader',
      'Server error, please contact your administrator',
    ]);
    expect(alerts[0]?.className).toContain('Warning');
    expect(alerts[1]?.className).toContain('Error');

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('uses the default duration of 10 s', () => {
    const store = createAlertStore();
    store.success('Saved');
    expect(store.getAlerts()[0]).toMatchObject({ type: ALERT_TYPE.success, durationMs: 10_000 });
  });

  it('shows six at a time; a waiting alert starts its time when it shows', () => {
    const store = createAlertStore();
    render(<AlertStack store={store} />);
    act(() => {
      for (let n = 1; n <= 6; n++) store.success(`Saved ${n}`, 3000);
      store.error('Unable to save.', 2000);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(6);
    expect(screen.getByText('1 more notice')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    // The seventh waited 3 s unseen and now shows for its full 2 s.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Unable to save.',
    ]);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('dismisses all at once', () => {
    const store = createAlertStore();
    render(<AlertStack store={store} />);
    act(() => {
      for (let n = 1; n <= 8; n++) store.success(`Saved ${n}`);
    });
    act(() => screen.getByRole('button', { name: 'Dismiss all' }).click());
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(store.getAlerts()).toEqual([]);
  });
});
