import { z } from 'zod';
import { REGISTRATION_IMPORT_ROW_FILTERS } from './registrations-import.constants.ts';
import { IdParamSchema, IdSchema } from '../common/id.schemas.ts';
import { listPageSchema } from '../common/paging.schemas.ts';
import { plainText } from '../common/text.schemas.ts';

/**
 * Import from Excel (spec 000 §3 "Import", §4 "Registration import stages"; issue 14): stage one
 * uploads a file made from the project's template, stage two lists every row with its status
 * (valid, pending a contract, error with the reason) and lets the contracts of pending rows be
 * fixed, stage three imports the valid rows. An import is known by its file's BlobUid.
 */

/** The file: an .xlsx (or CSV) of at most 10 MB and 10,000 rows. */
export const REGISTRATION_IMPORT_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  rows: 10_000,
  columns: 200,
  /** Rows per page of stage two (a validated list) and of the history. */
  pageSize: 50,
} as const;

export const REGISTRATION_IMPORT_MESSAGES = {
  /** spec 000 §8 "Import file error". */
  fileError: 'There was an error processing the file.',
  fileMissing: 'Choose an Excel file (.xlsx) made from the template.',
  fileTooLarge: 'The file is larger than 10 MB.',
  tooManyRows: 'The file has more than 10,000 rows; split it into smaller files.',
  notASpreadsheet: 'The file is not an Excel workbook (.xlsx) or a CSV file.',
  noRows: 'The file has no workers under its header row.',
  missingColumn: 'The file has no column for',
  companyColumn: 'The file has no Company column.',
  notFound: 'There is no such import on this project.',
  alreadyImported: 'This file has already been imported.',
  nothingToImport: 'No row is ready to import: fix the errors in the file, or choose contracts.',
  formula: 'holds a formula; type the value itself.',
  duplicateInFile: 'The same person is on row',
  alreadyRegistered: 'may already be registered on this project.',
  companyMissing: 'Company is required.',
  contractNotOfCompany: 'That contract is not one of the company’s.',
  /** A row with errors whose company is unknown too: every problem of the row is listed. */
  companyUnknown: 'has no contract on this project: check the spelling, or choose the contract.',
  tagTypeUnknown: 'is not a tag type: choose one from the list.',
  tagTypeWithoutTag: 'A tag type was given without a tag.',
  tagTwice: 'The same tag is on row',
  tagHeldBy: 'is already held by',
} as const;

/**
 * Header texts of the template's fixed columns: Company and Contract first, the fields, then the
 * badge each worker gets (optional: a crew badged at import, not one trip to the Tags tab each).
 */
export const REGISTRATION_IMPORT_COLUMNS = {
  company: 'Company',
  contract: 'Contract',
  tag: 'Tag',
  tagType: 'Tag type',
} as const;

/** spec 000 §4: ImportStatus 0 ok, 1 error; 0 with ContractId 0 is pending a contract. */
export const ImportStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** One row of a validated file. */
export const RegistrationImportRowSchema = z.object({
  /** The row's number in the sheet, as Excel shows it. */
  RowNumber: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  /** As written in the file. */
  CompanyName: z.string(),
  /** 0 while the row waits for a contract. */
  ContractId: z.number().int(),
  ContractName: z.string().nullable(),
  ImportStatus: ImportStatusSchema,
  /** Why the row cannot be imported (ImportStatus 1). */
  Errors: z.array(z.string()),
  /** The worker the row became, once imported. */
  WorkerId: z.number().int().nullable(),
  /** The badge the worker gets on import (from today), if the file gives one. */
  Tag: z.string().nullable(),
});
export type RegistrationImportRow = z.infer<typeof RegistrationImportRowSchema>;

export const RegistrationImportStateSchema = z.enum(['Validated', 'Imported']);
export type RegistrationImportState = z.infer<typeof RegistrationImportStateSchema>;

export const RegistrationImportCountsSchema = z.object({
  Rows: z.number().int(),
  Valid: z.number().int(),
  Pending: z.number().int(),
  Errors: z.number().int(),
  Imported: z.number().int(),
});
export type RegistrationImportCounts = z.infer<typeof RegistrationImportCountsSchema>;

/** A company written in the file that matched none of the project's, with its pending rows. */
export const UnmatchedCompanySchema = z.object({
  CompanyName: z.string(),
  Rows: z.number().int(),
});

/** Stage two: the validated file, one page of its rows (the product's spelling `Pagnation`). */
export const RegistrationImportSchema = z.object({
  BlobUid: z.string(),
  FileName: z.string(),
  State: RegistrationImportStateSchema,
  Counts: RegistrationImportCountsSchema,
  UnmatchedCompanies: z.array(UnmatchedCompanySchema),
  Workers: z.array(RegistrationImportRowSchema),
  Pagnation: z.object({
    Page: z.number().int(),
    PageSize: z.number().int(),
    TotalPages: z.number().int(),
    TotalCount: z.number().int(),
  }),
});
export type RegistrationImport = z.infer<typeof RegistrationImportSchema>;

export const RegistrationImportRowFilterSchema = z.enum(REGISTRATION_IMPORT_ROW_FILTERS);

export const RegistrationImportQuerySchema = z.object({
  page: listPageSchema,
  status: RegistrationImportRowFilterSchema.default('all'),
});
export type RegistrationImportQuery = z.infer<typeof RegistrationImportQuerySchema>;

export const RegistrationImportParamsSchema = z.object({
  projectId: IdParamSchema,
  blobUid: z.uuid({ error: 'There is no such import on this project.' }),
});

/** Fix contracts: every pending row of a company written in the file goes to a contract. */
export const RegistrationImportContractsSchema = z.object({
  Contracts: z
    .array(
      z.object({
        CompanyName: plainText().max(200),
        ContractId: IdSchema,
      }),
    )
    .min(1)
    .max(1000),
});
export type RegistrationImportContracts = z.infer<typeof RegistrationImportContractsSchema>;

/** Stage three's answer. */
export const RegistrationImportResultSchema = z.object({
  BlobUid: z.string(),
  Imported: z.number().int(),
  /** Rows left out: errors and rows still pending a contract. */
  Skipped: z.number().int(),
});
export type RegistrationImportResult = z.infer<typeof RegistrationImportResultSchema>;

/** The history of imports: each file with who uploaded it and what became of its rows. */
export const RegistrationImportSummarySchema = z.object({
  BlobUid: z.string(),
  FileName: z.string(),
  State: RegistrationImportStateSchema,
  UploadedBy: z.string(),
  UploadedAt: z.string(),
  ImportedAt: z.string().nullable(),
  Counts: RegistrationImportCountsSchema,
});
export type RegistrationImportSummary = z.infer<typeof RegistrationImportSummarySchema>;

export const RegistrationImportListSchema = z.object({
  Imports: z.array(RegistrationImportSummarySchema),
  Pagnation: z.object({
    Page: z.number().int(),
    PageSize: z.number().int(),
    TotalPages: z.number().int(),
    TotalCount: z.number().int(),
  }),
});
export type RegistrationImportList = z.infer<typeof RegistrationImportListSchema>;

export const RegistrationImportListQuerySchema = z.object({ page: listPageSchema });
