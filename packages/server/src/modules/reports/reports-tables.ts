import {
  AlertsReportQuerySchema,
  CompletionReportQuerySchema,
  DailyReportQuerySchema,
  REPORT_TRADE_FILTERS,
  TimesheetsReportQuerySchema,
  UndetectedTagsQuerySchema,
  WEEKDAY_COLUMNS,
  WeeklyReportQuerySchema,
  ZoneTimesheetsQuerySchema,
  type AlertFact,
  type ReportKind,
  type ReportTradeFilter,
} from '@siteline/shared';
import { shiftDate } from '@siteline/shared/dashboards/dashboards.periods';
import type { Database } from '../../db/database.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ReportCell, ReportColumn } from '../../lib/report-file.ts';
import type { AlertFactsService } from '../alerts/alerts-facts.service.ts';
import { cursorBatches } from './reports-cursor.ts';
import * as repo from './reports.repository.ts';
import type { ReportsService } from './reports.service.ts';

/** A report as a file: what it is (the header block), its columns and its rows in batches. */
export interface ReportTable {
  title: string;
  /** The file's name without its extension. */
  stem: string;
  lines: [string, string][];
  columns: ReportColumn[];
  rows: AsyncIterable<ReportCell[][]>;
}

const TRADE_FILTER_NAMES: Record<ReportTradeFilter, string> = {
  [REPORT_TRADE_FILTERS.Critical]: 'Critical trades',
  [REPORT_TRADE_FILTERS.All]: 'All',
  [REPORT_TRADE_FILTERS.Workforce]: 'Workforce trades',
  [REPORT_TRADE_FILTERS.OwnerServices]: 'Owner services',
};
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const text = (header: string, width?: number): ReportColumn => ({ header, kind: 'text', width });
const int = (header: string): ReportColumn => ({ header, kind: 'int' });
const hours = (header: string): ReportColumn => ({ header, kind: 'hours' });
const percent = (header: string): ReportColumn => ({ header, kind: 'percent' });

async function* once(rows: ReportCell[][]): AsyncIterable<ReportCell[][]> {
  yield rows;
}

const STATUS_NAMES: Record<number, string> = { 1: 'Active', 2: 'Resolved', 3: 'Snoozed' };
function alertDetail(f: AlertFact): string {
  if (f.WorkerCount !== null)
    return `${f.WorkerCount} workers (limit ${f.OverWorkerCutoffValue ?? ''})`;
  if (f.DaysSinceLastSeen !== null) return `${f.DaysSinceLastSeen} days since last seen`;
  if (f.DeviationPercent !== null)
    return `Deviation ${f.DeviationPercent}% (limit ${f.LimitPercent ?? ''}%)`;
  if (f.ReaderCondition !== null) return f.ReaderCondition;
  if (f.ProjectedFinishDate !== null) return `Projected finish ${f.ProjectedFinishDate}`;
  return '';
}

/**
 * Each report as a table for its file, from the query stored with the file's uid (parsed again
 * with the report's own schema). The timesheets are read through a cursor; the others are small
 * enough to be made by the report's own call.
 */
export async function reportTable(
  deps: { db: Database; reports: ReportsService; alertFacts: Pick<AlertFactsService, 'report'> },
  auth: AuthContext,
  projectId: number,
  kind: ReportKind,
  stored: unknown,
): Promise<ReportTable> {
  const { db, reports } = deps;
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
    case 'timesheets': {
      const q = TimesheetsReportQuerySchema.parse(stored);
      const filter = await reports.timesheetFilter(auth, projectId, q);
      const onSite = new Set(
        (await workersOnSite(db, projectId, new Date(), filter.scope)).map((w) => w.workerId),
      );
      const query = repo.timesheetsQuery(filter, {
        orderBy: q.orderBy ?? 'WorkerName',
        reverse: q.reverse,
      });
      async function* rows() {
        for await (const batch of cursorBatches(db, query)) {
          yield batch.map((r) => [
            r.worker_name,
            r.worker_id,
            r.company_name,
            r.prime_company_name,
            r.trade,
            r.timesheet_date,
            r.first_seen_local,
            r.last_seen_local,
            r.gross_hours,
            r.onsite_net_hours,
            r.shift_type,
            onSite.has(r.worker_id) ? 'On Site' : 'Off Site',
          ]);
        }
      }
      return {
        title: 'Timesheets',
        stem: `timesheets-${q.startDate}-${q.endDate}`,
        lines: [
          ['Range', `${q.startDate} to ${q.endDate}`],
          [
            'Contract',
            q.filterContractId > 0
              ? await reports.contractName(projectId, q.filterContractId)
              : 'All contracts',
          ],
        ],
        columns: [
          text('Worker', 26),
          int('Worker id'),
          text('Company', 26),
          text('Prime company', 26),
          text('Trade'),
          { header: 'Date', kind: 'date' },
          { header: 'First seen', kind: 'datetime' },
          { header: 'Last seen', kind: 'datetime' },
          hours('Gross hours'),
          hours('On-site net hours'),
          text('Shift'),
          text('Site status'),
        ],
        rows: rows(),
      };
    }
    case 'undetected-devices': {
      const q = UndetectedTagsQuerySchema.parse(stored);
      const { UndetectedTags } = await reports.undetected(auth, projectId, q);
      return {
        title: 'Undetected devices',
        stem: `undetected-devices-${q.startDateInclusive}-${q.endDateInclusive}`,
        lines: [['Range', `${q.startDateInclusive} to ${q.endDateInclusive}`]],
        columns: [
          text('Worker', 26),
          text('Company', 26),
          text('Tag'),
          text('Tag type'),
          { header: 'Date', kind: 'date' },
          text('Site number'),
          text('Prime company', 26),
          text('First seen'),
          text('Last seen'),
          hours('Gross hours'),
          text('Telephone'),
          text('Foreman'),
          text('Title'),
          text('Trade'),
        ],
        rows: once(
          UndetectedTags.map((r) => [
            r.WorkerDisplayName,
            r.SubCompanyName,
            r.Tag,
            r.TagTypeDisplayName,
            r.CalendarDate,
            r.WorkerSiteNumber,
            r.PrimeCompanyName,
            r.FirstSeenLocalDisplay,
            r.LastSeenLocalDisplay,
            Number(r.GrossHoursDisplay),
            r.Telephone,
            r.ForemansName,
            r.WorkerTitle,
            r.WorkerTrade,
          ]),
        ),
      };
    }
    case 'zone': {
      const q = ZoneTimesheetsQuerySchema.parse(stored);
      const { reportItems } = await reports.zoneTimesheets(auth, projectId, q);
      return {
        title: 'Zone timesheets',
        stem: `zone-timesheets-${q.startDateInclusive}-${q.endDateInclusive}`,
        lines: [['Range', `${q.startDateInclusive} to ${q.endDateInclusive}`]],
        columns: [
          text('Zone', 24),
          text('Worker', 26),
          int('Worker id'),
          text('Company', 26),
          text('Trade'),
          text('ZIP code'),
          hours('Gross hours'),
        ],
        rows: once(
          reportItems.map((r) => [
            r.zoneName,
            r.workerFullDisplayName,
            r.workerId,
            r.companyName,
            r.workerTrade,
            r.workerZipCode,
            r.totalGrossHours,
          ]),
        ),
      };
    }
    case 'completion': {
      const q = CompletionReportQuerySchema.parse(stored);
      const c = await reports.completion(auth, projectId, q);
      const rows: ReportCell[][] = c.Contracts.map((r) => [
        r.CompanyName,
        yesNo(r.IsCriticalTrade),
        r.PlannedHoursInRange,
        r.ActualHoursInRange,
        r.PlannedHoursToDateInRange,
        r.ActualHoursToDateInRange,
        r.Deviation,
        r.TciValue,
        r.TsiValue,
        r.OnsiteToday,
      ]);
      const t = c.Total;
      rows.push([
        'Total',
        null,
        t.PlannedHoursInRange,
        t.ActualHoursInRange,
        t.PlannedHoursToDateInRange,
        t.ActualHoursToDateInRange,
        t.Deviation,
        t.TciValue,
        t.TsiValue,
        t.OnsiteToday,
      ]);
      return {
        title: 'Completion',
        stem: `completion-${q.startDate}-${q.endDate}`,
        lines: [
          ['Range', `${q.startDate} to ${q.endDate}`],
          ['To date', `the days before ${c.Today}`],
        ],
        columns: [
          text('Contract', 30),
          text('Critical trade'),
          hours('Planned hours'),
          hours('Actual hours'),
          hours('Planned hours to date'),
          hours('Actual hours to date'),
          percent('Deviation %'),
          percent('TCI %'),
          percent('TSI %'),
          int('On site today'),
        ],
        rows: once(rows),
      };
    }
    case 'alerts': {
      const q = AlertsReportQuerySchema.parse(stored);
      const { Alerts } = await deps.alertFacts.report(auth, projectId, q);
      return {
        title: 'Alerts',
        stem: `alerts-${q.startDate}-${q.endDate}`,
        lines: [
          ['Range', `${q.startDate} to ${q.endDate}`],
          ['Statuses', q.alertStatusIds.map((s) => STATUS_NAMES[s] ?? String(s)).join(', ')],
        ],
        columns: [
          { header: 'Triggered', kind: 'datetime' },
          text('Alert', 22),
          text('Status'),
          text('Worker', 24),
          text('Company', 24),
          text('Zone'),
          text('Reader'),
          text('Detail', 30),
        ],
        rows: once(
          Alerts.map((f) => [
            f.TriggeredLocal,
            f.AlertType,
            STATUS_NAMES[f.StatusId] ?? '',
            f.WorkerName,
            f.CompanyName,
            f.ZoneName,
            f.ReaderName,
            alertDetail(f),
          ]),
        ),
      };
    }
  }
}
