import {
  AlertsReportQuerySchema,
  CompletionReportQuerySchema,
  TimesheetsReportQuerySchema,
  UndetectedTagsQuerySchema,
  ZoneTimesheetsQuerySchema,
  type AlertFact,
  type ReportKind,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import { signedIn, type ReportViewer } from './reports-viewer.ts';
import type { ReportCell } from '../../lib/report-file.ts';
import type { AlertFactsService } from '../alerts/alerts-facts.service.ts';
import { cursorBatches } from './reports-cursor.repository.ts';
import { headcountTable } from './reports-tables-headcount.ts';
import { hours, int, once, percent, text, yesNo, type ReportTable } from './reports-table-cells.ts';
import * as days from './reports-worker-days.repository.ts';
import type { ReportsService } from './reports.service.ts';

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
  auth: ReportViewer,
  projectId: number,
  kind: ReportKind,
  stored: unknown,
): Promise<ReportTable> {
  const { db, reports } = deps;
  switch (kind) {
    case 'daily':
    case 'daily-safeprox':
    case 'weekly':
      return headcountTable(reports, auth, projectId, kind, stored);
    case 'timesheets': {
      const q = TimesheetsReportQuerySchema.parse(stored);
      const filter = await reports.timesheetFilter(auth, projectId, q);
      const onSite = new Set(
        (await workersOnSite(db, projectId, new Date(), filter.scope)).map((w) => w.workerId),
      );
      const totals = await days.timesheetTotals(db, filter);
      const query = days.timesheetsQuery(filter, {
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
        headline: [
          ['Worker-days', String(totals.rows)],
          ['Workers', String(totals.workers)],
          ['On-site net hours', totals.onsite_net_hours.toFixed(2)],
        ],
        stem: `timesheets-${q.startDate}-${q.endDate}`,
        lines: [
          ['Range', `${q.startDate} to ${q.endDate}`],
          [
            'Contract',
            q.filterContractId > 0
              ? await reports.contractName(projectId, q.filterContractId)
              : filter.scope !== null
                ? // A contract's subscription, or a member limited to their company's contracts.
                  (
                    await Promise.all(filter.scope.map((id) => reports.contractName(projectId, id)))
                  ).join(', ')
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
        headline: [['Badges no reader saw', String(UndetectedTags.length)]],
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
      const c = await reports.completion(signedIn(auth), projectId, q);
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
      const { Alerts } = await deps.alertFacts.report(signedIn(auth), projectId, q);
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
