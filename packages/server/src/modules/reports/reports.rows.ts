import { phoneForDisplay } from '@siteline/shared/common/phone';
import {
  REPORT_TRADE_FILTERS,
  type DailyReportRow,
  type ReportTradeFilter,
  type UndetectedTagRow,
  type ZoneTimesheetRow,
} from '@siteline/shared';
import { WORKFORCE_CONTRACT_TYPE_ID, sumHours } from '@siteline/shared/dashboards/dashboards.rules';
import type { ContractRow } from './reports.repository.ts';
import type { UndetectedRow, ZoneTimeRow } from './reports-worker-days.repository.ts';

/**
 * spec 001 §2 tradeFilter: 1 critical trades, 2 all, 3 workforce (ContractTypeId 5, not owner
 * services), 4 owner services — the dashboards' filters by their numbers.
 */
export function tradeMatches(c: ContractRow, filter: ReportTradeFilter): boolean {
  switch (filter) {
    case REPORT_TRADE_FILTERS.Critical:
      return c.is_critical_trade;
    case REPORT_TRADE_FILTERS.All:
      return true;
    case REPORT_TRADE_FILTERS.Workforce:
      return c.contract_type_id === WORKFORCE_CONTRACT_TYPE_ID && !c.owner_services;
    case REPORT_TRADE_FILTERS.OwnerServices:
      return c.owner_services;
  }
}

/** The daily report's totals row: counts added, hours added in exact hundredths. */
export function sumRows(rows: readonly DailyReportRow[], zone: boolean) {
  const totals = {
    HeadcountRecordedDayShift: 0,
    HeadcountRecordedNightShift: 0,
    HeadcountRecordedNotApplicable: 0,
    HeadcountRecorded: 0,
  };
  for (const r of rows) {
    totals.HeadcountRecordedDayShift += r.HeadcountRecordedDayShift;
    totals.HeadcountRecordedNightShift += r.HeadcountRecordedNightShift;
    totals.HeadcountRecordedNotApplicable += r.HeadcountRecordedNotApplicable;
    totals.HeadcountRecorded += r.HeadcountRecorded;
  }
  return {
    ...totals,
    // Added in exact hundredths (sumHours), so the total reads as the dashboards' would.
    OnSiteNetHours: zone ? null : sumHours(rows.map((r) => r.OnSiteNetHours ?? 0)),
    GrossHours: zone ? null : sumHours(rows.map((r) => r.GrossHours ?? 0)),
  };
}

/** `contactCountry`: the project's country when contacts are shown (their phones dialled from it). */
export function undetectedRow(r: UndetectedRow, contactCountry: string | false): UndetectedTagRow {
  return {
    WorkerId: r.worker_id,
    WorkerDisplayName: r.worker_name,
    SubCompanyName: r.company_name,
    PrimeCompanyName: r.prime_company_name,
    Tag: r.tag,
    TagTypeDisplayName: r.tag_type,
    CalendarDate: r.timesheet_date,
    WorkerSiteNumber: r.site_number,
    FirstSeenLocalDisplay: r.first_seen_local,
    LastSeenLocalDisplay: r.last_seen_local,
    GrossHoursDisplay: r.gross_hours.toFixed(2),
    Telephone:
      contactCountry !== false && r.telephone ? phoneForDisplay(r.telephone, contactCountry) : null,
    ForemansName: r.foreman,
    WorkerTitle: r.title,
    WorkerTrade: r.trade,
  };
}

export function zoneRow(r: ZoneTimeRow): ZoneTimesheetRow {
  return {
    companyName: r.company_name,
    workerFullDisplayName: r.worker_name,
    workerId: r.worker_id,
    projectZoneId: r.project_zone_id,
    zoneName: r.zone_name,
    workerTrade: r.trade,
    workerZipCode: r.zip_code,
    totalGrossHours: r.gross_hours,
  };
}
