import {
  DailyReportQuerySchema,
  REPORT_TRADE_FILTERS,
  WEEKDAY_COLUMNS,
  WeeklyReportQuerySchema,
  type ReportTradeFilter,
} from '@siteline/shared';
import { shiftDate } from '@siteline/shared/dashboards/dashboards.periods';
import type { ReportViewer } from './reports-viewer.ts';
import type { ReportCell } from '../../lib/report-file.ts';
import { int, once, text, hours, yesNo, type ReportTable } from './reports-table-cells.ts';
import type { ReportsService } from './reports.service.ts';

const TRADE_FILTER_NAMES: Record<ReportTradeFilter, string> = {
  [REPORT_TRADE_FILTERS.Critical]: 'Critical trades',
  [REPORT_TRADE_FILTERS.All]: 'All',
  [REPORT_TRADE_FILTERS.Workforce]: 'Workforce trades',
  [REPORT_TRADE_FILTERS.OwnerServices]: 'Owner services',
};

/** The daily (and its SafeProx variant) and weekly headcount as files, with a totals row. */
export async function headcountTable(
  reports: ReportsService,
  auth: ReportViewer,
  projectId: number,
  kind: 'daily' | 'daily-safeprox' | 'weekly',
  stored: unknown,
): Promise<ReportTable> {
  switch (kind) {
    case 'daily':
    case 'daily-safeprox': {
      const q = DailyReportQuerySchema.parse(stored);
      const { Headcount: h } = await reports.daily(auth, projectId, q, kind === 'daily-safeprox');
      const rows = h.SubContracts.map((r) => [
        r.CompanyName,
        r.PrimeCompanyName,
        r.Trade,
        yesNo(r.IsCriticalTrade),
        yesNo(r.OwnerServices),
        r.HeadcountRecordedDayShift,
        r.HeadcountRecordedNightShift,
        r.HeadcountRecordedNotApplicable,
        r.HeadcountRecorded,
        r.OnSiteNetHours,
        r.GrossHours,
      ]);
      const t = h.Totals;
      rows.push([
        'Total',
        null,
        null,
        null,
        null,
        t.HeadcountRecordedDayShift,
        t.HeadcountRecordedNightShift,
        t.HeadcountRecordedNotApplicable,
        t.HeadcountRecorded,
        t.OnSiteNetHours,
        t.GrossHours,
      ]);
      return {
        title: kind === 'daily' ? 'Daily headcount' : 'Daily headcount (SafeProx)',
        headline: [
          ['Headcount', String(t.HeadcountRecorded)],
          ['Day shift', String(t.HeadcountRecordedDayShift)],
          ['Night shift', String(t.HeadcountRecordedNightShift)],
          ['On-site net hours', (t.OnSiteNetHours ?? 0).toFixed(2)],
        ],
        stem: `${kind === 'daily' ? 'daily-headcount' : 'daily-headcount-safeprox'}-${h.Date}`,
        lines: [
          ['Date', h.Date],
          ['Zone', h.ZoneName ?? 'Whole site'],
          ['Trades', TRADE_FILTER_NAMES[q.tradeFilter]],
          ['Unassigned tags', String(h.UnassignedHeadcount)],
        ],
        columns: [
          text('Company', 30),
          text('Prime company', 30),
          text('Trade'),
          text('Critical trade'),
          text('Owner services'),
          int('Day shift'),
          int('Night shift'),
          int('Not applicable'),
          int('Headcount'),
          hours('On-site net hours'),
          hours('Gross hours'),
        ],
        rows: once(rows),
      };
    }
    case 'weekly': {
      const q = WeeklyReportQuerySchema.parse(stored);
      const { HeadcountPivot: p } = await reports.weekly(auth, projectId, q);
      const days = WEEKDAY_COLUMNS.map((_, i) => shiftDate(p.StartDate, i));
      const line = (
        name: string,
        prime: string | null,
        trade: string | null,
        r: Partial<Record<string, unknown>>,
      ) => [
        name,
        prime,
        trade,
        ...WEEKDAY_COLUMNS.map((c) => Number(r[c] ?? 0)),
        Number(r.TotalWeeklyHeadcountRecorded ?? 0),
        Number(r.TotalFiveDayMean ?? 0),
      ];
      const rows: ReportCell[][] = p.AllContracts.map((r) =>
        line(r.CompanyName, r.PrimeCompanyName, r.Trade, r),
      );
      rows.push(line('Total', null, null, p.Totals));
      return {
        title: 'Weekly headcount',
        headline: [
          ['Week', `${p.StartDate} to ${p.StopDate}`],
          ['Worker-days', String(p.Totals.TotalWeeklyHeadcountRecorded)],
          ['Five-day mean', String(p.Totals.TotalFiveDayMean)],
        ],
        stem: `weekly-headcount-${p.StartDate}`,
        lines: [
          ['Week', `${p.StartDate} to ${p.StopDate}`],
          ['Zone', p.ZoneName ?? 'Whole site'],
          ['Trades', TRADE_FILTER_NAMES[q.tradeFilter]],
        ],
        columns: [
          text('Company', 30),
          text('Prime company', 30),
          text('Trade'),
          ...days.map((d, i) =>
            int(`${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][i]} ${d.slice(5)}`),
          ),
          int('Total'),
          int('Five-day mean'),
        ],
        rows: once(rows),
      };
    }
  }
}
