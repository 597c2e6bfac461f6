/** Basic directory page sizes (spec 001 §9: "10, 50, 100, 150 (default 10)"). */
export const WORKER_LIST_PAGE_SIZES = [10, 50, 100, 150] as const;
export type WorkerListPageSize = (typeof WORKER_LIST_PAGE_SIZES)[number];
export const WORKER_LIST_DEFAULT_PAGE_SIZE: WorkerListPageSize = 10;

/** The basic list's sort fields; `orderBy` is `<field>-ASC` or `<field>-DESC` (spec 001 §7). */
export const WORKER_LIST_ORDER_FIELDS = [
  'lastName',
  'firstName',
  'companyName',
  'trade',
  'workerSiteNumber',
  'registeredAt',
] as const;
export type WorkerListOrderField = (typeof WORKER_LIST_ORDER_FIELDS)[number];
export const WORKER_LIST_DEFAULT_ORDER_BY = 'lastName-ASC';

/** Advanced grid page sizes (spec 001 §9: "100 (options 50, 100, 150)"). */
export const DIRECTORY_PAGE_SIZES = [50, 100, 150] as const;
export type DirectoryPageSize = (typeof DIRECTORY_PAGE_SIZES)[number];
export const DIRECTORY_DEFAULT_PAGE_SIZE: DirectoryPageSize = 100;

/** Autocomplete answers at most this many suggestions. */
export const WORKER_SUGGESTION_LIMIT = 10;
export const WORKER_SEARCH_MAX_LENGTH = 100;

/** A certification expiring within this many days is flagged (issue 13). */
export const CERTIFICATION_EXPIRING_DAYS = 30;

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** The advanced grid's editable columns (spec 001 §3 names), sent with `Is<Field>Updated`. */
export const DIRECTORY_EDITABLE_FIELDS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'Telephone',
  'Responsibilities',
  'CityResidentString',
  'HasCompletedDrugTestString',
  'HasCompletedBackgroundCheckString',
  'HasCompletedEnvironmentalTrainingString',
  'NewHireString',
  'SafetyBriefingDate',
  'OSHA10IssueDate',
  'OSHA30IssueDate',
  'FirstAidCPRIssueDate',
  'WorkerSiteNumber',
  'ForemansName',
  'EmploymentDuration',
  'IndustryDuration',
  'FitForDutyCalendarDate',
] as const;
export type DirectoryEditableField = (typeof DIRECTORY_EDITABLE_FIELDS)[number];

/**
 * Where each editable column is stored: a fixed `workers` column, or the FieldName in
 * `workers.fields` (the registration-field catalogue's names); `yesNo` columns hold booleans.
 */
export const DIRECTORY_FIELD_STORAGE: Record<
  DirectoryEditableField,
  | { column: 'first_name' | 'middle_name' | 'last_name' | 'telephone' }
  | { field: string; yesNo?: true }
> = {
  FirstName: { column: 'first_name' },
  MiddleName: { column: 'middle_name' },
  LastName: { column: 'last_name' },
  Telephone: { column: 'telephone' },
  Responsibilities: { field: 'Responsibilities' },
  CityResidentString: { field: 'CityResident', yesNo: true },
  HasCompletedDrugTestString: { field: 'HasCompletedDrugTest', yesNo: true },
  HasCompletedBackgroundCheckString: { field: 'HasCompletedBackgroundCheck', yesNo: true },
  HasCompletedEnvironmentalTrainingString: {
    field: 'HasCompletedEnvironmentalTraining',
    yesNo: true,
  },
  NewHireString: { field: 'NewHire', yesNo: true },
  SafetyBriefingDate: { field: 'SafetyBriefingDate' },
  OSHA10IssueDate: { field: 'OSHA10IssueDate' },
  OSHA30IssueDate: { field: 'OSHA30IssueDate' },
  FirstAidCPRIssueDate: { field: 'FirstAidCPRIssueDate' },
  WorkerSiteNumber: { field: 'WorkerSiteNumber' },
  ForemansName: { field: 'ForemansName' },
  EmploymentDuration: { field: 'EmploymentDuration' },
  IndustryDuration: { field: 'IndustryDuration' },
  FitForDutyCalendarDate: { field: 'FitForDutyCalendarDate' },
};

/** The fixed columns of spec 001 §3 "Worker directory row", in the grid's order. */
export const DIRECTORY_COLUMNS = [
  'WorkerName',
  'FirstName',
  'MiddleName',
  'LastName',
  'SubContractId',
  'WorkerId',
  'Telephone',
  'Responsibilities',
  'CityResidentString',
  'HasCompletedDrugTestString',
  'HasCompletedBackgroundCheckString',
  'HasCompletedEnvironmentalTrainingString',
  'NewHireString',
  'SafetyBriefingDate',
  'OSHA10IssueDate',
  'OSHA30IssueDate',
  'FirstAidCPRIssueDate',
  'WorkerSiteNumber',
  'ForemansName',
  'EmploymentDuration',
  'IndustryDuration',
  'FitForDutyCalendarDate',
  'TotalGrossHoursSeen',
  'NumberOfDaysSeen',
  'OnSiteStatus',
] as const;
export type DirectoryColumn = (typeof DIRECTORY_COLUMNS)[number];

/** Contact columns: shown only when the project's ShowContactInformation is on (spec 001 §6). */
export const DIRECTORY_CONTACT_COLUMNS: readonly DirectoryColumn[] = ['Telephone'];
/**
 * Health columns: shown only to holders of CanManageHealthRegistration (spec 001 §6; the drug
 * test and fit-for-duty results are health information, docs/decisions).
 */
export const DIRECTORY_HEALTH_COLUMNS: readonly DirectoryColumn[] = [
  'HasCompletedDrugTestString',
  'FitForDutyCalendarDate',
];
/** Registration-field sections whose extra columns are contact information. */
export const CONTACT_SUB_SECTIONS = ['Contact', 'Home', 'Emergency contact'] as const;

export const WORKERS_DIRECTORY_MESSAGES = {
  saved: 'Worker row saved successully!',
  unsaved: 'You have unsaved data. Are you sure you want to leave this page?',
  workerNotFound: 'Worker not found.',
  contractMismatch: 'ContractId is not the worker’s contract.',
  nothingToSave: 'No field is flagged as updated.',
} as const;
