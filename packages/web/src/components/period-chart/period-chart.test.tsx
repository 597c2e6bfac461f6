import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { advance } from '@/test/timers.ts';
import { PeriodChart, type PeriodPoint } from './period-chart.tsx';
import { LEGEND_APPLY_DELAY_MS } from './use-delayed-selection.ts';

const PERIODS = ['Daily', 'Weekly', 'Monthly', 'Yearly', 'Overall'] as const;
type Period = (typeof PERIODS)[number];

const POINTS: PeriodPoint[] = [
  { label: '11/16/2026', planned: 120, actual: 98.5 },
  { label: '11/23/2026', planned: 130, actual: null },
];

function renderChart(periodType: Period = 'Daily', onChange = vi.fn()) {
  const view = renderWithProviders(
    <PeriodChart
      title="Planned vs actual hours"
      periodTypes={PERIODS}
      periodType={periodType}
      onPeriodTypeChange={onChange}
      periodLabel={(p) => p}
      points={POINTS}
    />,
  );
  return { ...view, onChange };
}

const chart = () => screen.getByTestId('period-chart');

describe('PeriodChart', () => {
  it('offers the five period types and hands on another one, never the current one', () => {
    const { onChange } = renderChart('Weekly');
    for (const period of PERIODS) expect(screen.getByRole('button', { name: period })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weekly' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(onChange).toHaveBeenCalledWith('Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(chart().dataset.period).toBe('Weekly');
  });

  it('applies a legend choice 2 s after the last click (spec 002 §9)', async () => {
    vi.useFakeTimers();
    renderChart();
    const planned = screen.getByRole('switch', { name: 'Planned hours' });
    expect(planned.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(planned);
    // The toggle shows the choice at once; the chart keeps both series for now.
    expect(planned.getAttribute('aria-checked')).toBe('false');
    // …and says the chart is about to change, so the wait is not mistaken for a missed click.
    expect(screen.getByRole('status', { name: 'Updating the chart…' })).toBeTruthy();
    await advance(LEGEND_APPLY_DELAY_MS - 100);
    expect(chart().dataset.series).toBe('planned,actual');

    await advance(100);
    expect(chart().dataset.series).toBe('actual');
    expect(screen.queryByRole('status', { name: 'Updating the chart…' })).toBeNull();
  });

  it('restarts the delay with each click, so a quick change of mind redraws nothing', async () => {
    vi.useFakeTimers();
    renderChart();
    const actual = screen.getByRole('switch', { name: 'Actual hours' });
    fireEvent.click(actual);
    await advance(1500);
    fireEvent.click(actual);
    await advance(1500);
    expect(chart().dataset.series).toBe('planned,actual');
    await advance(500);
    expect(chart().dataset.series).toBe('planned,actual');
    expect(actual.getAttribute('aria-checked')).toBe('true');
  });
});
