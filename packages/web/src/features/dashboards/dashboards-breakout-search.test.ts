import { describe, expect, it } from 'vitest';
import {
  dashboardsBreakoutAddress,
  changeRange,
  changeRollup,
  resolveBreakoutSearch,
} from './dashboards-breakout-search.ts';

const validateDashboardsBreakoutSearch = (raw: Record<string, unknown>) =>
  dashboardsBreakoutAddress.parse(raw);

const CONTEXT = { today: '2026-11-21', projectStart: '2024-01-15', projectEnd: '2028-03-21' };

describe('breakout address', () => {
  it('defaults to the last 90 days, daily', () => {
    expect(resolveBreakoutSearch({}, CONTEXT)).toEqual({
      option: 'Last 90 days',
      startDate: '2026-08-24',
      endDate: '2026-11-21',
      rollupType: 'Daily',
      applicable: true,
    });
  });

  it('rolls up weekly above 365 days and monthly above 730 (spec 002 §9)', () => {
    expect(resolveBreakoutSearch({ range: 'last-365-days' }, CONTEXT).rollupType).toBe('Daily');
    const toDate = resolveBreakoutSearch({ range: 'entire-project-to-date' }, CONTEXT);
    expect(toDate).toMatchObject({ startDate: '2024-01-15', endDate: '2026-11-21' });
    expect(toDate.rollupType).toBe('Monthly');
    const custom = { range: 'custom', startDate: '2025-06-01', endDate: '2026-11-21' };
    expect(resolveBreakoutSearch(custom, CONTEXT).rollupType).toBe('Weekly');
    expect(resolveBreakoutSearch({ ...custom, rollupType: 'Yearly' }, CONTEXT).rollupType).toBe(
      'Yearly',
    );
  });

  it('keeps a custom range only when its start is before its end', () => {
    expect(
      validateDashboardsBreakoutSearch({
        range: 'custom',
        startDate: '2026-11-01',
        endDate: '2026-11-10',
        rollupType: 'Weekly',
      }),
    ).toEqual({
      range: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-10',
      rollupType: 'Weekly',
    });
    expect(
      validateDashboardsBreakoutSearch({
        range: 'custom',
        startDate: '2026-11-10',
        endDate: '2026-11-10',
      }),
    ).toEqual({});
    // Returned as undefined, not left out: the router would keep the raw value of a missing key.
    expect(validateDashboardsBreakoutSearch({ rollupType: '' })).toHaveProperty(
      'rollupType',
      undefined,
    );
    expect(validateDashboardsBreakoutSearch({ range: 'last-week', rollupType: 'Hourly' })).toEqual({
      range: 'last-week',
    });
    // A named range is relative to today: dates in the address do not pin it.
    expect(
      validateDashboardsBreakoutSearch({
        range: 'last-week',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
      }),
    ).toEqual({ range: 'last-week' });
  });

  it('a new range starts again from its default rollup; a period type keeps the range', () => {
    expect(changeRange('Last 180 days', { start: '2026-05-26', end: '2026-11-21' })).toEqual({
      range: 'last-180-days',
    });
    expect(changeRange('Last 90 days', { start: '', end: '' })).toEqual({});
    expect(changeRange('Custom', { start: '2026-11-01', end: '2026-11-10' })).toEqual({
      range: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    const search = { range: 'last-week' };
    const resolved = resolveBreakoutSearch(search, CONTEXT);
    expect(changeRollup(search, resolved, 'Overall')).toEqual({
      range: 'last-week',
      rollupType: 'Overall',
    });
    expect(changeRollup({ ...search, rollupType: 'Overall' }, resolved, 'Daily')).toEqual(search);
  });
});

describe('breakout on a phone', () => {
  it('90 daily bars fall back to weekly; a month or less stays daily', () => {
    expect(resolveBreakoutSearch({}, CONTEXT, true).rollupType).toBe('Weekly');
    expect(resolveBreakoutSearch({ range: 'current-month' }, CONTEXT, true).rollupType).toBe(
      'Daily',
    );
    // What the address asks for is kept.
    expect(resolveBreakoutSearch({ rollupType: 'Daily' }, CONTEXT, true).rollupType).toBe('Daily');
  });

  it('choosing the phone’s default writes nothing; daily is written', () => {
    const resolved = resolveBreakoutSearch({}, CONTEXT, true);
    expect(changeRollup({}, resolved, 'Weekly', true)).toEqual({});
    expect(changeRollup({}, resolved, 'Daily', true)).toEqual({ rollupType: 'Daily' });
  });
});
