import { describe, expect, it } from 'vitest';
import {
  dashboardsSummaryAddress,
  nextSort,
  resolveSummarySearch,
  sortSummaryRows,
  type SummaryRow,
} from './dashboards-summary-search.ts';

const validateDashboardsSummarySearch = (raw: Record<string, unknown>) =>
  dashboardsSummaryAddress.parse(raw);

const row = (name: string, fields: Partial<SummaryRow>): SummaryRow => ({
  DisplayName: name,
  Deviation: null,
  PlannedHoursToDate: null,
  FirstForecastDate: null,
  OnsiteToday: 0,
  PlannedHeadcountToday: null,
  ActualHoursToDate: 0,
  LastForecastDate: null,
  ...fields,
});

const ROWS = [
  row('Drywall', { Deviation: 2, PlannedHoursToDate: 500, OnsiteToday: 7 }),
  row('Concrete', { Deviation: -12, PlannedHoursToDate: 900, OnsiteToday: 9 }),
  row('Glazing', { Deviation: null, OnsiteToday: 1 }),
  row('Electrical', { Deviation: 2, PlannedHoursToDate: 800, OnsiteToday: 16 }),
  row('Roofing', { Deviation: 2, PlannedHoursToDate: 800, FirstForecastDate: '2026-03-01' }),
];
const names = (rows: SummaryRow[]) => rows.map((r) => r.DisplayName);

describe('summary address and order', () => {
  it('drops defaults and unknown values from the address', () => {
    expect(
      validateDashboardsSummarySearch({ tradeFilter: 'TRADES', dateFilter: 'STARTED' }),
    ).toEqual({});
    expect(
      validateDashboardsSummarySearch({ tradeFilter: 'OWNER', dateFilter: 'nope', orderBy: 'x' }),
    ).toEqual({ tradeFilter: 'OWNER' });
    expect(validateDashboardsSummarySearch({ reverse: 'true' })).toEqual({});
    // Returned as undefined, not left out: the router would keep the raw value of a missing key.
    const blank = validateDashboardsSummarySearch({ tradeFilter: '', orderBy: '', reverse: 'x' });
    for (const key of ['tradeFilter', 'dateFilter', 'orderBy', 'reverse']) {
      expect(blank).toHaveProperty(key, undefined);
    }
    expect(validateDashboardsSummarySearch({ orderBy: 'OnsiteToday', reverse: 'true' })).toEqual({
      orderBy: 'OnsiteToday',
      reverse: true,
    });
  });

  it('sorts by default on deviation, then planned hours to date descending, then first forecast', () => {
    const sorted = sortSummaryRows(ROWS, resolveSummarySearch({}));
    expect(names(sorted)).toEqual(['Concrete', 'Roofing', 'Electrical', 'Drywall', 'Glazing']);
  });

  it('sorts by a column either way, rows without a value last', () => {
    const up = sortSummaryRows(ROWS, resolveSummarySearch({ orderBy: 'PlannedHoursToDate' }));
    expect(names(up)).toEqual(['Drywall', 'Roofing', 'Electrical', 'Concrete', 'Glazing']);
    const down = sortSummaryRows(
      ROWS,
      resolveSummarySearch({ orderBy: 'PlannedHoursToDate', reverse: true }),
    );
    expect(names(down)).toEqual(['Concrete', 'Roofing', 'Electrical', 'Drywall', 'Glazing']);
    const onsite = sortSummaryRows(
      ROWS,
      resolveSummarySearch({ orderBy: 'OnsiteToday', reverse: true }),
    );
    expect(names(onsite)).toEqual(['Electrical', 'Concrete', 'Drywall', 'Glazing', 'Roofing']);
  });

  it('cycles a header: ascending, descending, back to the default order', () => {
    expect(nextSort({}, 'OnsiteToday')).toEqual({ orderBy: 'OnsiteToday', reverse: undefined });
    expect(nextSort({ orderBy: 'OnsiteToday' }, 'OnsiteToday')).toEqual({
      orderBy: 'OnsiteToday',
      reverse: true,
    });
    expect(nextSort({ orderBy: 'OnsiteToday', reverse: true }, 'OnsiteToday')).toEqual({
      orderBy: undefined,
      reverse: undefined,
    });
    expect(nextSort({ orderBy: 'OnsiteToday', reverse: true }, 'Deviation')).toEqual({
      orderBy: 'Deviation',
      reverse: undefined,
    });
  });
});
