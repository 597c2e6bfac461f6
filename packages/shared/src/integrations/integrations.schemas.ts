/**
 * Integrations (spec 000 §3, §7; 001 §3, §7; docs/domain.md "Integrations"):
 *
 *   GET  /api/v1/projects/:projectId/integrations                        → ServiceProviders
 *   GET  /api/v1/projects/:projectId/integrations/:serviceProviderId     → ServiceProvider
 *   GET  …/integrations/:serviceProviderId/contract-mappings?fileImportId → ContractMappings
 *   PUT  …/integrations/:serviceProviderId/contract-mappings  ContractMappingsSave → ContractMappings
 *   POST …/integrations/:serviceProviderId/file-imports       FileImportUpload → FileImportCreated
 *   GET  …/integrations/:serviceProviderId/file-imports?page  → FileImportHistory
 *   GET  …/integrations/:serviceProviderId/file-imports/:fileImportId          → FileImport
 *   GET  …/integrations/:serviceProviderId/file-imports/:fileImportId/preview  → FileImportPreview
 *   POST …/integrations/:serviceProviderId/file-imports/:fileImportId/process  → FileImportProcessed
 *
 * ManageIntegrations on the project, by a member not limited to a company (an integration
 * changes the whole project's plan).
 */
import { z } from 'zod';
import { IdParamSchema, idSchema } from '../common/id.schemas.ts';
import { listPageSchema, pagedSchema } from '../common/paging.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import {
  AUTHENTICATION_TYPES,
  FILE_IMPORT_STATUSES,
  INTEGRATIONS_MESSAGES as M,
  INTEGRATION_LINK_KINDS,
  SCHEDULE_FILE,
} from './integrations.constants.ts';

export const IntegrationParamsSchema = z.object({
  projectId: IdParamSchema,
  serviceProviderId: IdParamSchema,
});

export const FileImportParamsSchema = IntegrationParamsSchema.extend({
  fileImportId: IdParamSchema,
});

/** spec 000 §3 "Service provider", with what the card says about it. */
export const ServiceProviderSchema = z.object({
  ServiceProviderId: z.number().int(),
  ServiceProviderName: z.string(),
  /** Null for a provider that takes files and needs no sign-in (the schedulers). */
  AuthenticationType: z.enum(AUTHENTICATION_TYPES).nullable(),
  IsAuthenticated: z.boolean(),
  IsMappedToServiceProviderProject: z.boolean(),
  ProjectMappingId: z.number().int().nullable(),
  ServiceProviderProjectName: z.string().nullable(),
  ServiceProviderProjectCode: z.string().nullable(),
  AuthenticationDescription: z.string(),
  ExternalSignInPage: z.string().nullable(),
  /** Switched on for the project (a provider with a switch); always true for the others. */
  IsOn: z.boolean(),
  /** The kinds of link the card shows ('toggle-on-off': a switch). */
  Links: z.array(z.enum(INTEGRATION_LINK_KINDS)),
  /** What the provider is, in a sentence, for the card. */
  Description: z.string(),
  /** The last schedule file processed into the plan (file providers), else null. */
  LastProcessedFileName: z.string().nullable(),
  LastProcessedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When a provider that takes the evening push sends it (HH:mm, site time), else null. */
  PushTime: z.string().nullable(),
});
export type ServiceProvider = z.infer<typeof ServiceProviderSchema>;
export const ServiceProvidersSchema = z.object({ Data: z.array(ServiceProviderSchema) });
export type ServiceProviders = z.infer<typeof ServiceProvidersSchema>;

/** spec 000 §3 "Contract mapping": one of the project's contracts. */
export const MappedContractSchema = z.object({
  ContractId: z.number().int(),
  ContractDisplayName: z.string(),
  ParentContractId: z.number().int().nullable(),
  StartDate: z.iso.date().nullable(),
  SkipContract: z.boolean(),
  ServiceProviderContractCode: z.string().nullable(),
  ServiceProviderContractName: z.string().nullable(),
  /** The external contract whose name is closest to this one's, when none is saved. */
  BestGuessServiceProviderContractCode: z.string().nullable(),
  ContractMappingId: z.number().int().nullable(),
});
export type MappedContract = z.infer<typeof MappedContractSchema>;

export const ExternalContractSchema = z.object({
  ServiceProviderContractCode: z.string(),
  ServiceProviderContractName: z.string(),
});
export type ExternalContract = z.infer<typeof ExternalContractSchema>;

export const ContractMappingsSchema = z.object({
  EyrusContracts: z.array(MappedContractSchema),
  ExternalContracts: z.array(ExternalContractSchema),
  ContainsBestGuess: z.boolean(),
});
export type ContractMappings = z.infer<typeof ContractMappingsSchema>;

export const ContractMappingsQuerySchema = z
  .object({
    /** A scheduler's mappings: the file whose labour resources are the external contracts. */
    fileImportId: IdParamSchema.optional(),
  })
  .strict();

const externalText = plainText().trim().min(1).max(200);

/** spec 000 §3 "Mapping save item". */
export const ContractMappingSaveItemSchema = z
  .object({
    ContractId: idSchema(),
    SkipContract: z.boolean().default(false),
    /** Null with SkipContract false: the contract is unmapped (its mapping removed). */
    ServiceProviderContractCode: externalText.nullable().default(null),
    ServiceProviderContractName: externalText.nullable().default(null),
    StartDate: z.iso.date().nullable().default(null),
  })
  .strict()
  .refine((i) => !(i.SkipContract && i.ServiceProviderContractCode !== null), {
    message: M.skipWithCode,
    path: ['SkipContract'],
  });
export type ContractMappingSaveItem = z.infer<typeof ContractMappingSaveItemSchema>;
export type ContractMappingSaveItemInput = z.input<typeof ContractMappingSaveItemSchema>;

export const ContractMappingsSaveSchema = z
  .object({
    /** The file the codes come from (a scheduler's); every code must be one of its resources. */
    FileImportId: idSchema().nullable().default(null),
    Items: z.array(ContractMappingSaveItemSchema).max(10_000),
  })
  .strict()
  .refine(
    (s) => {
      const codes = s.Items.flatMap((i) =>
        i.ServiceProviderContractCode === null ? [] : [i.ServiceProviderContractCode],
      );
      return new Set(codes).size === codes.length;
    },
    { message: M.externalTwice, path: ['Items'] },
  )
  .refine((s) => new Set(s.Items.map((i) => i.ContractId)).size === s.Items.length, {
    message: 'A contract is listed twice.',
    path: ['Items'],
  });
export type ContractMappingsSave = z.infer<typeof ContractMappingsSaveSchema>;
export type ContractMappingsSaveInput = z.input<typeof ContractMappingsSaveSchema>;

// base64 of the largest file allowed, rounded up to whole quads.
const MAX_BASE64 = Math.ceil(SCHEDULE_FILE.maxBytes / 3) * 4;

/** spec 001 §3 "File import": the file as base64 in JSON. */
export const FileImportUploadSchema = z
  .object({
    Encoding: z.literal('base64', { error: M.fileNotBase64 }),
    MimeType: plainText().trim().max(200),
    OriginalFileName: plainText()
      .trim()
      .min(1)
      .max(255)
      .refine((name) => name.toLowerCase().includes(SCHEDULE_FILE.nameMustContain), {
        message: M.fileNameNotXml,
      }),
    File: z
      .string()
      .min(1, { error: M.fileEmpty })
      .max(MAX_BASE64 + 4, { error: M.fileTooBig })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: M.fileNotBase64 }),
  })
  .strict();
export type FileImportUpload = z.infer<typeof FileImportUploadSchema>;

/** The request's own limit: the largest file as base64 and the JSON around it. */
export const FILE_IMPORT_BODY_LIMIT = MAX_BASE64 + 64 * 1024;

export const FileImportCreatedSchema = z.object({ FileImportId: z.number().int() });
export type FileImportCreated = z.infer<typeof FileImportCreatedSchema>;

/** A schedule file as the stepper and the uploads history show it. */
export const FileImportSchema = z.object({
  FileImportId: z.number().int(),
  ServiceProviderId: z.number().int(),
  OriginalFileName: z.string(),
  SizeBytes: z.number().int(),
  /** 'Primavera P6 XML' or 'Microsoft Project XML'. */
  Format: z.string(),
  /** The schedule's own project name, when the file gives one. */
  ScheduleProjectName: z.string().nullable(),
  ActivityCount: z.number().int(),
  /** Labour resources with hours: what Map Contracts maps. */
  ResourceCount: z.number().int(),
  Status: z.enum(FILE_IMPORT_STATUSES),
  UploadedAt: z.iso.datetime({ offset: true }),
  UploadedByName: z.string().nullable(),
  ProcessedAt: z.iso.datetime({ offset: true }).nullable(),
  ProcessedByName: z.string().nullable(),
  /** What processing wrote: contract-days and hours (null until processed). */
  ContractDays: z.number().int().nullable(),
  HoursProjected: z.number().nullable(),
});
export type FileImport = z.infer<typeof FileImportSchema>;

export const FileImportHistoryQuerySchema = z.object({ page: listPageSchema }).strict();
export const FileImportHistorySchema = pagedSchema(FileImportSchema);
export type FileImportHistory = z.infer<typeof FileImportHistorySchema>;

/** One contract's share of the preview. */
export const FileImportPreviewContractSchema = z.object({
  ContractId: z.number().int(),
  ContractDisplayName: z.string(),
  /** The resource mapped to it. */
  ServiceProviderContractName: z.string(),
  HoursProjected: z.number(),
  PeakHeadcount: z.number().int(),
  Days: z.number().int(),
  FirstDate: z.iso.date(),
  LastDate: z.iso.date(),
});
export type FileImportPreviewContract = z.infer<typeof FileImportPreviewContractSchema>;

/** spec 001 §7 "Get preview" → PreviewResults. */
export const FileImportPreviewSchema = z.object({
  ActivityCount: z.number().int(),
  HoursProjected: z.number(),
  MappedContracts: z.number().int(),
  UnmappedContracts: z.number().int(),
  Contracts: z.array(FileImportPreviewContractSchema),
  /** The labour resources left out (no contract), by name. */
  UnmappedResources: z.array(z.string()),
  /** Contract-days past the plan's limits: processing refuses the file while any is. */
  OverLimitDays: z.number().int(),
  /** Contract-days before the project's start or after its end: left out of the plan. */
  OutsideProjectDays: z.number().int(),
  /** Contract-days the import writes, and the import days it replaces. */
  ContractDays: z.number().int(),
  ReplacedContractDays: z.number().int(),
});
export type FileImportPreview = z.infer<typeof FileImportPreviewSchema>;

export const FileImportProcessedSchema = z.object({
  FileImportId: z.number().int(),
  ContractDays: z.number().int(),
  HoursProjected: z.number(),
  ReplacedContractDays: z.number().int(),
});
export type FileImportProcessed = z.infer<typeof FileImportProcessedSchema>;
