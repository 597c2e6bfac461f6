import type { EvacuationSession } from '@siteline/shared';
import { toXlsx, type XlsxCellValue } from '@siteline/shared/common/xlsx';

const HEADERS = [
  'Name',
  'Company',
  'Prime contract',
  'Status',
  'Verified by',
  'Verified at',
  'Last location',
  'Last seen',
  'Foreman',
  'Note',
  'Emergency contact',
  'On site at the start',
];

/** A local wall clock 'YYYY-MM-DDTHH:mm:ss' as a typed Excel date (Excel has no time zones). */
const excelDate = (local: string | null) => (local ? new Date(`${local}Z`) : null);

/** The report's people: the caller's, optionally one last location; outstanding first. */
export function reportRows(session: EvacuationSession, zoneId?: number) {
  return session.Workers.filter((w) => zoneId === undefined || w.FilterLocationId === zoneId).sort(
    (a, b) =>
      Number(a.IsVerified) - Number(b.IsVerified) ||
      a.DisplayCompanyName.localeCompare(b.DisplayCompanyName) ||
      a.DisplayName.localeCompare(b.DisplayName),
  );
}

/**
 * spec 001 §3 the evacuation report and its download: the session's people (the caller's scope,
 * optionally one last location) as an .xlsx, outstanding first. Text cells are inline strings,
 * which Excel never evaluates (no formula injection).
 */
export function evacuationReportXlsx(session: EvacuationSession, zoneId?: number): Uint8Array {
  const rows = reportRows(session, zoneId).map((w): XlsxCellValue[] => [
    w.DisplayName,
    w.DisplayCompanyName,
    w.PrimeCompanyName,
    w.IsVerified ? 'Verified' : 'Outstanding',
    w.VerifiedBy,
    excelDate(w.VerifiedLocal),
    w.LocationName,
    excelDate(w.LastSeenLocal),
    w.ForemansName,
    w.Note,
    session.ShowContactInformation ? w.EmergencyContactPhoneNumber : null,
    w.IsOnSite ? 'Yes' : 'No',
  ]);
  return toXlsx({ headers: HEADERS, rows }, 'Evacuation');
}

/** `Evacuation 11-27-2026 04-12 pm.xlsx`: the session's name, safe as a file name. */
export function evacuationReportFileName(session: EvacuationSession, extension = 'xlsx'): string {
  return `${session.EvacuationSessionName.replace(/[\\/:*?"<>|]/g, '-')}.${extension}`;
}
