import { phoneForDisplay } from '@siteline/shared/common/phone';
import {
  CERTIFICATION_EXPIRING_DAYS,
  CONTACT_SUB_SECTIONS,
  DIRECTORY_COLUMNS,
  DIRECTORY_CONTACT_COLUMNS,
  DIRECTORY_HEALTH_COLUMNS,
  fieldsVisibleTo,
  getFieldValue,
  type CertificationFlag,
  type DirectoryColumn,
  type Permission,
  type WorkerDirectoryColumnRights,
  type WorkerDirectoryRow,
  type WorkerFieldValues,
  type YesNo,
} from '@siteline/shared';
import { addDays } from '../../lib/time.ts';
import type { ProjectField } from '../registrations/registrations-fields.service.ts';
import type { WorkerRow } from './workers.repository.ts';

/** What shapes the advanced directory for one user (spec 001 §6). */
export interface DirectoryShape {
  rights: WorkerDirectoryColumnRights;
  columns: DirectoryColumn[];
  /** Extra columns: registration fields with a grid column the fixed ones do not already show. */
  extra: ProjectField[];
  /** The certifications' expiry fields (Certifications section, `…ExpiryDate`). */
  expiries: ProjectField[];
}

const FIXED = new Set<string>(DIRECTORY_COLUMNS);
const CONTACT_WORKER_COLUMNS = new Set(['telephone', 'email', 'address']);

function isContactField(field: ProjectField): boolean {
  return (
    (field.workerColumn !== null && CONTACT_WORKER_COLUMNS.has(field.workerColumn)) ||
    (CONTACT_SUB_SECTIONS as readonly (string | null)[]).includes(field.ProfileSubSectionName)
  );
}

export function directoryShape(
  fields: readonly ProjectField[],
  permissions: readonly Permission[],
  isProviderEmployee: boolean,
  showContactInformation: boolean,
): DirectoryShape {
  const holds = (p: Permission) => isProviderEmployee || permissions.includes(p);
  const rights: WorkerDirectoryColumnRights = {
    CanDoRegistrations: holds('CanDoRegistrations'),
    CanManageWageRates: holds('CanManageWageRates'),
    CanManageHealthRegistration: holds('CanManageHealthRegistration'),
    ShowContactInformation: showContactInformation,
  };
  const columns = DIRECTORY_COLUMNS.filter(
    (c) =>
      (showContactInformation || !DIRECTORY_CONTACT_COLUMNS.includes(c)) &&
      (rights.CanManageHealthRegistration || !DIRECTORY_HEALTH_COLUMNS.includes(c)),
  );
  const visible = fieldsVisibleTo(fields, permissions, isProviderEmployee);
  const extra = visible.filter(
    (f) =>
      f.AdvancedGridMappingFieldName !== null &&
      !FIXED.has(f.AdvancedGridMappingFieldName) &&
      (showContactInformation || !isContactField(f)),
  );
  const expiries = visible.filter(
    (f) => f.ProfileSectionName === 'Certifications' && f.FieldName.endsWith('ExpiryDate'),
  );
  return { rights, columns, extra, expiries };
}

function yesNo(value: unknown): YesNo | null {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return null;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A field's value for an extra column: a fixed column or `fields`, booleans as Yes/No. */
function extraValue(row: WorkerRow, field: ProjectField): string | number | null {
  const raw =
    field.workerColumn !== null
      ? row[field.workerColumn]
      : getFieldValue(row.fields, field.FieldName);
  if (typeof raw === 'boolean') return yesNo(raw);
  if (typeof raw === 'number') return raw;
  return text(raw);
}

/**
 * Certifications expired (before today) or expiring within 30 days, in the project's calendar
 * (issue 13: "flagged on the profile and in the directory").
 */
export function certificationFlags(
  fields: WorkerFieldValues,
  expiries: readonly ProjectField[],
  today: string,
): CertificationFlag[] {
  const horizon = addDays(today, CERTIFICATION_EXPIRING_DAYS);
  const flags: CertificationFlag[] = [];
  for (const field of expiries) {
    const value = getFieldValue(fields, field.FieldName);
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
    const name = field.ProfileSubSectionName ?? field.DisplayNameEnglish;
    if (value < today) flags.push({ Certification: name, ExpiryDate: value, Status: 'Expired' });
    else if (value <= horizon) {
      flags.push({ Certification: name, ExpiryDate: value, Status: 'Expiring' });
    }
  }
  return flags;
}

export interface RowFigures {
  /** Exact numeric text of the sum of GrossHours. */
  gross: string | undefined;
  days: string | undefined;
  onSite: boolean;
}

/** Hours as a number with two decimals, rounded once from the exact numeric sum. */
export function roundHours(exact: string | undefined): number {
  if (exact === undefined) return 0;
  return Math.round(Number(exact) * 100) / 100;
}

/** One row of spec 001 §3 "Worker directory row"; columns the user may not see are null. */
export function directoryRow(
  row: WorkerRow,
  shape: DirectoryShape,
  figures: RowFigures,
  place: { today: string; country: string },
): WorkerDirectoryRow {
  const { today } = place;
  const f = row.fields;
  const str = (name: string) => text(getFieldValue(f, name));
  const result: WorkerDirectoryRow = {
    WorkerName: `${row.first_name} ${row.last_name}`,
    FirstName: row.first_name,
    MiddleName: row.middle_name,
    LastName: row.last_name,
    SubContractId: row.contract_id,
    CompanyName: row.company_name,
    WorkerId: row.worker_id,
    // Shown as the project's country dials it; edited back, it is read again (E.164 kept).
    Telephone: row.telephone === null ? null : phoneForDisplay(row.telephone, place.country),
    Responsibilities: str('Responsibilities'),
    CityResidentString: yesNo(getFieldValue(f, 'CityResident')),
    HasCompletedDrugTestString: yesNo(getFieldValue(f, 'HasCompletedDrugTest')),
    HasCompletedBackgroundCheckString: yesNo(getFieldValue(f, 'HasCompletedBackgroundCheck')),
    HasCompletedEnvironmentalTrainingString: yesNo(
      getFieldValue(f, 'HasCompletedEnvironmentalTraining'),
    ),
    NewHireString: yesNo(getFieldValue(f, 'NewHire')),
    SafetyBriefingDate: str('SafetyBriefingDate'),
    OSHA10IssueDate: str('OSHA10IssueDate'),
    OSHA30IssueDate: str('OSHA30IssueDate'),
    FirstAidCPRIssueDate: str('FirstAidCPRIssueDate'),
    WorkerSiteNumber: str('WorkerSiteNumber'),
    ForemansName: str('ForemansName'),
    EmploymentDuration: str('EmploymentDuration'),
    IndustryDuration: str('IndustryDuration'),
    FitForDutyCalendarDate: str('FitForDutyCalendarDate'),
    TotalGrossHoursSeen: roundHours(figures.gross),
    NumberOfDaysSeen: Number(figures.days ?? 0),
    OnSiteStatus: figures.onSite ? 'On Site' : 'Off Site',
    ExtraFields: Object.fromEntries(
      shape.extra.map((field) => [
        field.AdvancedGridMappingFieldName ?? '',
        extraValue(row, field),
      ]),
    ),
    CertificationFlags: certificationFlags(f, shape.expiries, today),
  };
  // What the user may not see is never sent.
  const hidden = DIRECTORY_COLUMNS.filter((c) => !shape.columns.includes(c));
  for (const column of hidden) {
    if (column === 'Telephone') result.Telephone = null;
    if (column === 'HasCompletedDrugTestString') result.HasCompletedDrugTestString = null;
    if (column === 'FitForDutyCalendarDate') result.FitForDutyCalendarDate = null;
  }
  return result;
}
