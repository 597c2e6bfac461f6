import { describe, expect, it } from 'vitest';
import {
  dateRangeFor,
  defaultRollup,
  rollupPeriods,
  shiftDate,
  weekStart,
} from './dashboards.periods.ts';
import {
  compareByDefaultSort,
  deviationLevel,
  deviationPercent,
  matchesDateFilter,
  matchesTradeFilter,
  hoursFromMs,
  roundRatio,
  roundTo,
  sumHours,
  tciPercent,
  trendPercent,
  tsiPercent,
  weightedTciPercent,
  type ContractFilterFields,
} from './dashboards.rules.ts';
import { BreakoutQuerySchema, DashboardQuerySchema } from './dashboards.schemas.ts';

describe('sums of hours', () => {
  it('adds in exact hundredths, so a total shows as the same whole number everywhere', () => {
    const parts = [207344.9, 0.3, 0.3];
    // The float sum falls short of the half and would show one hour less.
    expect(parts.reduce((a, b) => a + b, 0)).toBeLessThan(207345.5);
    expect(sumHours(parts)).toBe(207345.5);
    expect(sumHours([0.1, 0.2])).toBe(0.3);
    expect(sumHours([])).toBe(0);
  });
});

describe('indexes', () => {
  it('deviation is (actual − planned) / planned in percent, null without planned hours', () => {
    expect(deviationPercent(90, 100)).toBe(-10);
    expect(deviationPercent(108, 100)).toBe(8);
    expect(deviationPercent(1, 3)).toBe(-66.7);
    expect(deviationPercent(50, 0)).toBeNull();
    expect(deviationPercent(50, null)).toBeNull();
  });

  it('rounds half away from zero', () => {
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(-2.25, 1)).toBe(-2.3);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(9.915, 2)).toBe(9.92);
  });

  it('rounds the decimal a figure stands for, never a nudge of the float', () => {
    // 0.04999999999 is below the half: a fixed nudge of 1e-9 pushed it to 0.1.
    expect(roundTo(0.04999999999, 1)).toBe(0);
    expect(roundTo(-0.04, 1)).toBe(0);
  });

  it('hours come from exact integer milliseconds', () => {
    // 06:21:56 to 16:16:50 = 35,694 s = 9.915 h; Math.round(9.915 * 100) / 100 gives 9.91.
    expect(Math.round((35_694_000 / 3_600_000) * 100) / 100).toBe(9.91);
    expect(hoursFromMs(35_694_000)).toBe(9.92);
    expect(hoursFromMs(17_999)).toBe(0); // 0.00499… h
    expect(hoursFromMs(18_000)).toBe(0.01); // exactly half a hundredth
  });

  it('ratios round exactly, half away from zero, on both sides', () => {
    expect(roundRatio(1, 8, 2)).toBe(0.13);
    expect(roundRatio(-1, 8, 2)).toBe(-0.13);
    expect(roundRatio(-1, 40, 1)).toBe(0); // −0.025 → 0, not −0
    expect(roundRatio(123_456_789_012, 7, 1)).toBe(17_636_684_144.6);
    // Deviation from whole hundredths: (1234.57 − 1331.8) / 1331.8 = −7.3005…%
    expect(deviationPercent(1234.57, 1331.8)).toBe(-7.3);
  });

  it('TCI and TSI are percentages of the whole plan and of the plan to date', () => {
    expect(tciPercent(250, 1000)).toBe(25);
    expect(tciPercent(250, null)).toBeNull();
    expect(tsiPercent(95, 100)).toBe(95);
    expect(tsiPercent(95, 0)).toBeNull();
  });

  it('project TCI weights each trade by its planned hours and ignores trades without a plan', () => {
    // Trade A: 50 % of 1000 h; trade B: 100 % of 100 h. Plain mean 75 %, weighted 600/1100.
    const tci = weightedTciPercent([
      { actualHoursToDate: 500, totalPlannedHours: 1000 },
      { actualHoursToDate: 100, totalPlannedHours: 100 },
      { actualHoursToDate: 999, totalPlannedHours: 0 },
    ]);
    expect(tci).toBe(54.5);
    expect(weightedTciPercent([{ actualHoursToDate: 10, totalPlannedHours: 0 }])).toBeNull();
  });

  it('trend needs both values', () => {
    expect(trendPercent(30, 25.5)).toBe(4.5);
    expect(trendPercent(30, null)).toBeNull();
  });

  it('colours change beyond ±5 %', () => {
    expect(deviationLevel(null)).toBe('none');
    expect(deviationLevel(-5)).toBe('onTrack');
    expect(deviationLevel(5)).toBe('onTrack');
    expect(deviationLevel(-5.1)).toBe('behind');
    expect(deviationLevel(5.1)).toBe('ahead');
  });
});

const base: ContractFilterFields = {
  ContractTypeId: 5,
  IsCriticalTrade: false,
  OwnerServices: false,
  FirstForecastDate: '2025-03-01',
  LastForecastDate: '2025-09-30',
  StartDate: null,
  EndDate: null,
  ActualHoursToDate: 0,
  OnsiteToday: 0,
};

describe('summary filters', () => {
  it('trade filter', () => {
    const owner = { ...base, OwnerServices: true };
    const critical = { ...base, IsCriticalTrade: true };
    const other = { ...base, ContractTypeId: 2 };
    expect(matchesTradeFilter(base, 'TRADES')).toBe(true);
    expect(matchesTradeFilter(owner, 'TRADES')).toBe(false);
    expect(matchesTradeFilter(other, 'TRADES')).toBe(false);
    expect(matchesTradeFilter(owner, 'OWNER')).toBe(true);
    expect(matchesTradeFilter(base, 'OWNER')).toBe(false);
    expect(matchesTradeFilter(critical, 'CRITICAL')).toBe(true);
    expect(matchesTradeFilter(base, 'CRITICAL')).toBe(false);
    expect(matchesTradeFilter(other, 'ALL')).toBe(true);
  });

  it('date filter', () => {
    expect(matchesDateFilter(base, 'STARTED', '2025-02-28')).toBe(false);
    expect(matchesDateFilter(base, 'STARTED', '2025-03-01')).toBe(true);
    // Early arrivals count as started.
    expect(matchesDateFilter({ ...base, OnsiteToday: 3 }, 'STARTED', '2025-02-01')).toBe(true);
    expect(matchesDateFilter(base, 'ACTIVE', '2025-09-30')).toBe(true);
    expect(matchesDateFilter(base, 'ACTIVE', '2025-10-01')).toBe(false);
    expect(matchesDateFilter(base, 'FINISHED', '2025-10-01')).toBe(true);
    expect(matchesDateFilter(base, 'FINISHED', '2025-09-30')).toBe(false);
    const noPlan = { ...base, FirstForecastDate: null, LastForecastDate: null };
    expect(matchesDateFilter(noPlan, 'STARTED', '2025-05-01')).toBe(false);
    expect(matchesDateFilter({ ...noPlan, StartDate: '2025-04-01' }, 'STARTED', '2025-05-01')).toBe(
      true,
    );
    expect(matchesDateFilter(noPlan, 'ALL', '2025-05-01')).toBe(true);
  });

  it('default sort: deviation ascending (none last), planned to date descending, first date', () => {
    const row = (
      DisplayName: string,
      Deviation: number | null,
      PlannedHoursToDate: number | null,
      FirstForecastDate: string | null,
    ) => ({ DisplayName, Deviation, PlannedHoursToDate, FirstForecastDate });
    const rows = [
      row('none', null, 500, '2025-01-01'),
      row('ahead', 8, 100, '2025-01-01'),
      row('behind-small', -12, 100, '2025-01-01'),
      row('behind-big', -12, 900, '2025-01-01'),
      row('on-late', 0, 100, '2025-02-01'),
      row('on-early', 0, 100, '2025-01-15'),
    ];
    expect(rows.sort(compareByDefaultSort).map((r) => r.DisplayName)).toEqual([
      'behind-big',
      'behind-small',
      'on-early',
      'on-late',
      'ahead',
      'none',
    ]);
  });
});

describe('periods', () => {
  it('weeks start on Monday', () => {
    expect(weekStart('2025-03-09')).toBe('2025-03-03'); // Sunday → Monday before
    expect(weekStart('2025-03-10')).toBe('2025-03-10'); // Monday
    expect(weekStart('2025-01-01')).toBe('2024-12-30'); // across a year
  });

  it('default rollup: daily, weekly above 365 days, monthly above 730', () => {
    expect(defaultRollup('2025-01-01', '2026-01-01')).toBe('Daily'); // 365
    expect(defaultRollup('2025-01-01', '2026-01-02')).toBe('Weekly'); // 366
    expect(defaultRollup('2025-01-01', '2027-01-01')).toBe('Weekly'); // 730
    expect(defaultRollup('2025-01-01', '2027-01-02')).toBe('Monthly');
  });

  it('splits a range into clipped periods that cover it exactly once', () => {
    const weekly = rollupPeriods('2025-03-05', '2025-03-20', 'Weekly');
    expect(weekly.map((p) => [p.PeriodStart, p.PeriodEnd, p.Label])).toEqual([
      ['2025-03-05', '2025-03-09', '03/03/2025'],
      ['2025-03-10', '2025-03-16', '03/10/2025'],
      ['2025-03-17', '2025-03-20', '03/17/2025'],
    ]);
    const monthly = rollupPeriods('2024-01-31', '2024-03-01', 'Monthly');
    expect(monthly.map((p) => [p.PeriodStart, p.PeriodEnd])).toEqual([
      ['2024-01-31', '2024-01-31'],
      ['2024-02-01', '2024-02-29'],
      ['2024-03-01', '2024-03-01'],
    ]);
    expect(rollupPeriods('2024-06-01', '2025-02-01', 'Yearly').map((p) => p.Label)).toEqual([
      '2024',
      '2025',
    ]);
    expect(rollupPeriods('2025-03-01', '2025-03-03', 'Daily')).toHaveLength(3);
    expect(rollupPeriods('2025-03-01', '2025-03-03', 'Overall')).toEqual([
      { PeriodStart: '2025-03-01', PeriodEnd: '2025-03-03', Label: '03/01/2025 - 03/03/2025' },
    ]);
  });

  it('a DST change does not move a period boundary (calendar dates, no instants)', () => {
    const days = rollupPeriods('2025-03-08', '2025-03-11', 'Daily').map((p) => p.PeriodStart);
    expect(days).toEqual(['2025-03-08', '2025-03-09', '2025-03-10', '2025-03-11']);
    expect(shiftDate('2025-11-02', 1)).toBe('2025-11-03');
  });
});

describe('date ranges', () => {
  const ctx = { today: '2025-03-12', projectStart: '2024-06-03', projectEnd: '2026-01-30' };
  it('every option', () => {
    expect(dateRangeFor('Last 90 days', ctx)).toEqual({
      startDate: '2024-12-13',
      endDate: '2025-03-12',
    });
    expect(dateRangeFor('Last 180 days', ctx)?.startDate).toBe(shiftDate('2025-03-12', -179));
    expect(dateRangeFor('Last 365 days', ctx)?.startDate).toBe('2024-03-13');
    expect(dateRangeFor('Current week', ctx)).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-16',
    });
    expect(dateRangeFor('Last week', ctx)).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-09',
    });
    expect(dateRangeFor('Current month', ctx)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    expect(dateRangeFor('Last month', ctx)).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
    expect(dateRangeFor('Entire Project To Date', ctx)).toEqual({
      startDate: '2024-06-03',
      endDate: '2025-03-12',
    });
    expect(dateRangeFor('Entire Project', ctx)).toEqual({
      startDate: '2024-06-03',
      endDate: '2026-01-30',
    });
    expect(dateRangeFor('Entire Project', { ...ctx, projectEnd: null })?.endDate).toBe(
      '2025-03-12',
    );
    expect(dateRangeFor('Custom', ctx)).toBeNull();
  });

  it('last month across a year', () => {
    expect(dateRangeFor('Last month', { ...ctx, today: '2025-01-05' })).toEqual({
      startDate: '2024-12-01',
      endDate: '2024-12-31',
    });
  });
});

describe('query schemas', () => {
  it('refuses a date that is not a calendar date', () => {
    expect(DashboardQuerySchema.safeParse({ date: '2025-02-30' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ date: '2025-02-28' }).success).toBe(true);
  });
  it('breakout needs startDate before endDate, and a division for Division', () => {
    const r = BreakoutQuerySchema.safeParse({ startDate: '2025-03-02', endDate: '2025-03-02' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('startDate must be before endDate.');
    const d = BreakoutQuerySchema.safeParse({
      groupBy: 'Division',
      startDate: '2025-03-01',
      endDate: '2025-03-02',
    });
    expect(d.error?.issues[0]?.message).toBe('divisionId is required when groupBy is Division.');
    const ok = BreakoutQuerySchema.parse({
      startDate: '2025-03-01',
      endDate: '2025-03-02',
      contractId: '12',
    });
    expect(ok).toMatchObject({ groupBy: 'Contractor', contractId: 12 });
  });
});
