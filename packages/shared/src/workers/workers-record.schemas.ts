import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../common/id.schemas.ts';
import { multiLineText } from '../common/text.schemas.ts';
import {
  ProfileSectionSchema,
  RegistrationFieldSchema,
} from '../registrations/registrations-fields.schemas.ts';

/** Path of one worker of a project: /api/v1/projects/{projectId}/workers/{workerId}. */
export const WorkerParamsSchema = z.object({ projectId: IdParamSchema, workerId: IdParamSchema });

/** A certification of the worker (a sub-section of Certifications with issue and expiry dates). */
export const WorkerCertificationSchema = z.object({
  Name: z.string(),
  IssueDate: z.string().nullable(),
  ExpiryDate: z.string().nullable(),
  /** expired: before today; expiring: within 30 days from today (project time); else valid. */
  Status: z.enum(['valid', 'expiring', 'expired']),
});
export type WorkerCertification = z.infer<typeof WorkerCertificationSchema>;

/** A badge template of the project the worker's badge can be printed from (spec 002 §3). */
export const WorkerBadgeTemplateSchema = z.object({
  ProjectBadgeTemplateId: z.number().int(),
  Name: z.string(),
});

/** A field value as the record carries it: text, a Yes/No answer, a number, or empty. */
export const WorkerFieldValueSchema = z.union([z.string(), z.boolean(), z.number(), z.null()]);
export type WorkerFieldValue = z.infer<typeof WorkerFieldValueSchema>;

/**
 * spec 002 §3 "Worker": the record's header and the worker's fixed fields, plus the values of the
 * registration fields the caller may see (`Values`, keyed by FieldName, fixed columns included).
 */
export const WorkerRecordSchema = z.object({
  WorkerId: z.number().int(),
  ProjectId: z.number().int(),
  /** The worker's contract (the company they work for on this project). */
  SubContractId: z.number().int(),
  CompanyName: z.string(),
  Title: z.string().nullable(),
  FirstName: z.string(),
  MiddleName: z.string().nullable(),
  LastName: z.string(),
  /** "First Last". */
  WorkerName: z.string(),
  /** "First Middle Last". */
  WorkerFullName: z.string(),
  Trade: z.string().nullable(),
  Ethnicity: z.string().nullable(),
  OtherEthnicity: z.string().nullable(),
  /** Null when the caller does not hold WorkerNotes. */
  Notes: z.string().nullable(),
  Address: z.string().nullable(),
  PhotoUrl: z.string().nullable(),
  ProfilePictureAspectRatio: z.number().nullable(),
  BadgeTemplates: z.array(WorkerBadgeTemplateSchema),
  /** Days with presence (engine worker_days). */
  DaysOnSite: z.number().int(),
  /** Sum of OnSiteNetHours, rounded once to one decimal. */
  TotalHoursOnSiteDisplay: z.string(),
  HasActiveTags: z.boolean(),
  /** DOMAIN "On site now". */
  IsOnSite: z.boolean(),
  Values: z.record(z.string(), WorkerFieldValueSchema),
  /** Empty when the caller does not hold WorkerCertifications. */
  Certifications: z.array(WorkerCertificationSchema),
});
export type WorkerRecord = z.infer<typeof WorkerRecordSchema>;

/** The profile tabs and fields the caller may see on this project's workers. */
export const WorkerProfileFieldsSchema = z.object({
  Sections: z.array(ProfileSectionSchema),
  Fields: z.array(RegistrationFieldSchema),
});
export type WorkerProfileFields = z.infer<typeof WorkerProfileFieldsSchema>;

/**
 * The profile save ("update with tags", spec 002 §7): only the changed values, by FieldName.
 * Checked against the project's field definitions by `workerValuesSchema` on both sides.
 */
export const WorkerUpdateSchema = z.object({
  Values: z.record(z.string(), WorkerFieldValueSchema),
  /** Ethnicity's free text when Ethnicity is Other (splitOtherValue). */
  OtherEthnicity: z.string().max(200).nullable().optional(),
});
export type WorkerUpdate = z.infer<typeof WorkerUpdateSchema>;

export const WORKER_NOTES_MAX = 4000;
export const WorkerNotesUpdateSchema = z.object({
  Notes: multiLineText().max(WORKER_NOTES_MAX).nullable(),
});
export type WorkerNotesUpdate = z.infer<typeof WorkerNotesUpdateSchema>;

export const WorkerContractUpdateSchema = z.object({ ContractId: IdSchema });
export type WorkerContractUpdate = z.infer<typeof WorkerContractUpdateSchema>;

/** A company the worker can be moved to: one of the project's contracts. */
export const WorkerCompanyOptionSchema = z.object({
  ContractId: z.number().int(),
  CompanyName: z.string(),
});
export const WorkerCompanyOptionListSchema = z.array(WorkerCompanyOptionSchema);
export type WorkerCompanyOption = z.infer<typeof WorkerCompanyOptionSchema>;

/** One changelog entry: what changed, by whom and when, old → new (never editable). */
export const WorkerChangelogEntrySchema = z.object({
  WorkerChangelogId: z.number().int(),
  FieldName: z.string(),
  /** The field's display name (English, Spanish) when it is a registration field. */
  DisplayNameEnglish: z.string().nullable(),
  DisplayNameSpanish: z.string().nullable(),
  OldValue: z.string().nullable(),
  NewValue: z.string().nullable(),
  ChangedAt: z.string(),
  /** Project-local 'YYYY-MM-DDTHH:mm:ss'. */
  ChangedAtLocal: z.string(),
  ChangedBy: z.string().nullable(),
});
export const WorkerChangelogSchema = z.array(WorkerChangelogEntrySchema);
export type WorkerChangelogEntry = z.infer<typeof WorkerChangelogEntrySchema>;
