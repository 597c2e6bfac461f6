import { z } from 'zod';
import { IdParamSchema, isId } from '../common/id.schemas.ts';
import { listPageSchema, pagedSchema } from '../common/paging.schemas.ts';
import { hasControlCharacter } from '../common/text.schemas.ts';
import { RegistrationFieldSchema } from '../registrations/registrations-fields.schemas.ts';
import {
  DIRECTORY_PAGE_SIZES,
  DIRECTORY_DEFAULT_PAGE_SIZE,
  WORKER_LIST_ORDER_FIELDS,
  WORKER_LIST_PAGE_SIZES,
  WORKER_LIST_DEFAULT_PAGE_SIZE,
  WORKER_SEARCH_MAX_LENGTH,
  YES_NO,
} from './workers-directory.constants.ts';
import {
  DirectoryGroupSchema,
  directoryFiltersParam,
  directoryGroupByParam,
} from './workers-directory-grid.schemas.ts';

const searchString = z
  .string()
  .max(
    WORKER_SEARCH_MAX_LENGTH,
    `searchString must be at most ${WORKER_SEARCH_MAX_LENGTH} characters.`,
  )
  .refine((s) => !hasControlCharacter(s), 'Must not contain control characters.')
  .optional();

export const WorkersProjectParamsSchema = z.object({ projectId: IdParamSchema });

const CONTRACT_ID_MESSAGE = 'contractId must be a list of contract ids.';
/** `contractId=1&contractId=2`, or `contractId=1,2`. */
const contractIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
    const ids = parts.filter((p) => p.trim() !== '').map((p) => Number(p.trim()));
    if (!ids.every(isId)) {
      ctx.addIssue({ code: 'custom', message: CONTRACT_ID_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .optional();

const ORDER_BY_MESSAGE = `orderBy must be one of ${WORKER_LIST_ORDER_FIELDS.join(', ')} followed by -ASC or -DESC.`;
export const WorkerListOrderBySchema = z.string().transform((value, ctx) => {
  const match = /^([A-Za-z]+)-(ASC|DESC)$/.exec(value);
  const field = WORKER_LIST_ORDER_FIELDS.find((f) => f === match?.[1]);
  if (!match || !field) {
    ctx.addIssue({ code: 'custom', message: ORDER_BY_MESSAGE });
    return z.NEVER;
  }
  return { field, descending: match[2] === 'DESC' };
});

const LIMIT_MESSAGE = `limit must be ${WORKER_LIST_PAGE_SIZES.join(', ')}.`;

// --- GET /api/v1/projects/{projectId}/workers (spec 001 §7 "Basic worker list") ----------------

export const WorkerListQuerySchema = z.object({
  contractId: contractIdList,
  orderBy: WorkerListOrderBySchema.optional().transform(
    (v) => v ?? { field: 'lastName' as const, descending: false },
  ),
  page: listPageSchema,
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .refine((n) => (WORKER_LIST_PAGE_SIZES as readonly number[]).includes(n), LIMIT_MESSAGE)
    .default(WORKER_LIST_DEFAULT_PAGE_SIZE),
  /** Name, company, trade or site number; applied from 3 characters (spec 001 §5). */
  searchString,
});
export type WorkerListQuery = z.infer<typeof WorkerListQuerySchema>;
export interface WorkerListQueryInput {
  contractId?: number[];
  orderBy?: string;
  page?: number;
  limit?: number;
  searchString?: string;
}

export const WorkerListItemSchema = z.object({
  workerId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  contractId: z.number().int(),
  companyName: z.string(),
  trade: z.string().nullable(),
  title: z.string().nullable(),
  workerSiteNumber: z.string().nullable(),
  /** Null when the project hides contact information. */
  telephone: z.string().nullable(),
  registeredAt: z.string(),
  /** The photo's thumbnail address; null without a photo. */
  photoUrl: z.string().nullable(),
});
export type WorkerListItem = z.infer<typeof WorkerListItemSchema>;

export const WorkerListResponseSchema = z.object({
  items: z.array(WorkerListItemSchema),
  paginationData: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type WorkerListResponse = z.infer<typeof WorkerListResponseSchema>;

// --- GET /api/v1/projects/{projectId}/workers/autocomplete -------------------------------------

export const WorkerAutocompleteQuerySchema = z.object({ searchString });
export const WorkerSuggestionSchema = z.object({
  workerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
});
export type WorkerSuggestion = z.infer<typeof WorkerSuggestionSchema>;
export const WorkerAutocompleteResponseSchema = z.object({
  items: z.array(WorkerSuggestionSchema),
});
export type WorkerAutocompleteResponse = z.infer<typeof WorkerAutocompleteResponseSchema>;

// --- GET /api/v1/project/{projectId}/search-tradesmen (spec 001 §7) -----------------------------

export const SearchTradesmenQuerySchema = z.object({ searchString });
export const TradesmanSchema = z.object({
  WorkerId: z.number().int(),
  WorkerName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  SubContractId: z.number().int(),
  CompanyName: z.string(),
  Trade: z.string().nullable(),
});
export type Tradesman = z.infer<typeof TradesmanSchema>;
export const TradesmanListSchema = z.array(TradesmanSchema);

// --- GET /api/v1/report/{projectId}/worker-directory (spec 001 §3, §7) -------------------------

const DIRECTORY_PAGE_SIZE_MESSAGE = `pageSize must be ${DIRECTORY_PAGE_SIZES.join(', ')}.`;
export const WorkerDirectoryQuerySchema = z.object({
  page: listPageSchema,
  pageSize: z.coerce
    .number({ error: DIRECTORY_PAGE_SIZE_MESSAGE })
    .refine(
      (n) => (DIRECTORY_PAGE_SIZES as readonly number[]).includes(n),
      DIRECTORY_PAGE_SIZE_MESSAGE,
    )
    .default(DIRECTORY_DEFAULT_PAGE_SIZE),
  searchString,
  contractId: contractIdList,
  /** Each column's filter row text and header filter values (workers-directory-grid.schemas.ts). */
  filters: directoryFiltersParam,
  /** The columns the rows are grouped by, outermost first: the pages follow the groups. */
  groupBy: directoryGroupByParam,
});
export type WorkerDirectoryQuery = z.infer<typeof WorkerDirectoryQuerySchema>;
export interface WorkerDirectoryQueryInput {
  page?: number;
  pageSize?: number;
  searchString?: string;
  contractId?: number[];
  /** JSON: [{ id, text?, values? }]. */
  filters?: string;
  groupBy?: string;
}

/** GET …/worker-directory/values: one column's values for its header filter. */
export const WorkerDirectoryValuesQuerySchema = z.object({
  column: z.string().min(1, 'Name the column.').max(120),
  searchString,
  contractId: contractIdList,
  filters: directoryFiltersParam,
});
export type WorkerDirectoryValuesQuery = z.infer<typeof WorkerDirectoryValuesQuerySchema>;

export const YesNoSchema = z.enum(YES_NO);
const yesNoText = YesNoSchema.nullable();

export const CertificationFlagSchema = z.object({
  /** The certification's sub-section name (OSHA 10, First aid / CPR …). */
  Certification: z.string(),
  ExpiryDate: z.string(),
  Status: z.enum(['Expired', 'Expiring']),
});
export type CertificationFlag = z.infer<typeof CertificationFlagSchema>;

/** One row of the advanced directory: every field of spec 001 §3 "Worker directory row". */
export const WorkerDirectoryRowSchema = z.object({
  WorkerName: z.string(),
  FirstName: z.string(),
  MiddleName: z.string().nullable(),
  LastName: z.string(),
  SubContractId: z.number().int(),
  CompanyName: z.string(),
  WorkerId: z.number().int(),
  Telephone: z.string().nullable(),
  Responsibilities: z.string().nullable(),
  CityResidentString: yesNoText,
  HasCompletedDrugTestString: yesNoText,
  HasCompletedBackgroundCheckString: yesNoText,
  HasCompletedEnvironmentalTrainingString: yesNoText,
  NewHireString: yesNoText,
  SafetyBriefingDate: z.string().nullable(),
  OSHA10IssueDate: z.string().nullable(),
  OSHA30IssueDate: z.string().nullable(),
  FirstAidCPRIssueDate: z.string().nullable(),
  WorkerSiteNumber: z.string().nullable(),
  ForemansName: z.string().nullable(),
  EmploymentDuration: z.string().nullable(),
  IndustryDuration: z.string().nullable(),
  FitForDutyCalendarDate: z.string().nullable(),
  /** Sum of the worker's GrossHours over every day seen, two decimals. */
  TotalGrossHoursSeen: z.number(),
  NumberOfDaysSeen: z.number().int(),
  OnSiteStatus: z.enum(['On Site', 'Off Site']),
  /** Values of the extra columns, keyed by AdvancedGridMappingFieldName. */
  ExtraFields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** Certifications expired or expiring within 30 days (spec 002 / issue 13). */
  CertificationFlags: z.array(CertificationFlagSchema),
});
export type WorkerDirectoryRow = z.infer<typeof WorkerDirectoryRowSchema>;

export const WorkerDirectoryColumnRightsSchema = z.object({
  CanDoRegistrations: z.boolean(),
  CanManageWageRates: z.boolean(),
  CanManageHealthRegistration: z.boolean(),
  ShowContactInformation: z.boolean(),
});
export type WorkerDirectoryColumnRights = z.infer<typeof WorkerDirectoryColumnRightsSchema>;

export const WorkerDirectoryResponseSchema = z.object({
  Workers: z.array(WorkerDirectoryRowSchema),
  TotalCount: z.number().int(),
  /** The fixed columns (spec 001 §3 names) this user may see, in order. */
  Columns: z.array(z.string()),
  /** The extra columns: registration fields the user may see. */
  RegistrationFields: z.array(
    RegistrationFieldSchema.pick({
      FieldName: true,
      DisplayNameEnglish: true,
      DisplayNameSpanish: true,
      AdvancedGridMappingFieldName: true,
      PermissionConst: true,
      InputType: true,
    }),
  ),
  Rights: WorkerDirectoryColumnRightsSchema,
  /** Grouped (groupBy): every group of the filtered directory with its size, in page order. */
  Groups: z.array(DirectoryGroupSchema).default([]),
});
export type WorkerDirectoryResponse = z.infer<typeof WorkerDirectoryResponseSchema>;

// The recent registrations (GET /api/v1/project/registrations/recent) live in their own file.
export * from './workers-directory-recent.schemas.ts';

// --- GET /api/v1/projects/{projectId}/contracts (spec 001 §7 "Project contracts") ---------------

const CONTRACT_PAGE_SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 10000.';
/** The contract picker's list: `page`, `pageSize` (10000 for pickers), `includeChildren`. */
export const ProjectContractsQuerySchema = z.object({
  page: listPageSchema,
  pageSize: z.coerce
    .number({ error: CONTRACT_PAGE_SIZE_MESSAGE })
    .int(CONTRACT_PAGE_SIZE_MESSAGE)
    .min(1, CONTRACT_PAGE_SIZE_MESSAGE)
    .max(10000, CONTRACT_PAGE_SIZE_MESSAGE)
    .default(10000),
  /** false: prime contracts only; true: sub contracts too. */
  includeChildren: z.stringbool({ error: 'includeChildren must be true or false.' }).default(false),
});
export type ProjectContractsQuery = z.infer<typeof ProjectContractsQuerySchema>;
export const ProjectContractOptionSchema = z.object({
  ContractId: z.number().int(),
  DisplayName: z.string(),
  ParentContractId: z.number().int().nullable(),
});
export type ProjectContractOption = z.infer<typeof ProjectContractOptionSchema>;
export const ProjectContractsResponseSchema = pagedSchema(ProjectContractOptionSchema);
export type ProjectContractsResponse = z.infer<typeof ProjectContractsResponseSchema>;
