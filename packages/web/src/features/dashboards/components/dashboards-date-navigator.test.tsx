import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { DashboardsDateNavigator } from './dashboards-date-navigator.tsx';

function renderNavigator(date: string) {
  const onChange = vi.fn();
  renderWithProviders(
    <DashboardsDateNavigator
      date={date}
      today="2026-11-21"
      firstDate="2026-01-21"
      onChange={onChange}
    />,
  );
  const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous day' });
  const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next day' });
  return { onChange, previous, next };
}

describe('DashboardsDateNavigator', () => {
  it('never goes past today', () => {
    const { onChange, previous, next } = renderNavigator('2026-11-21');
    expect(screen.getByTestId('home-date').textContent).toBe('Today, 11/21/2026');
    expect(next.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    fireEvent.click(previous);
    expect(onChange).toHaveBeenCalledWith('2026-11-20');
  });

  it('never goes before the project start', () => {
    const { onChange, previous, next } = renderNavigator('2026-01-21');
    expect(screen.getByTestId('home-date').textContent).toBe('01/21/2026');
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(onChange).toHaveBeenCalledWith('2026-01-22');
  });

  it('steps across a month end and goes back to today at once', () => {
    const { onChange, previous, next } = renderNavigator('2026-03-01');
    fireEvent.click(previous);
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    fireEvent.click(next);
    expect(onChange).toHaveBeenLastCalledWith('2026-03-02');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');
  });
});
