import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import {
  REGISTRATION_DOCUMENT_MAX_BYTES,
  REGISTRATION_DOCUMENT_MIME_TYPE,
  REGISTRATIONS_MESSAGES,
} from './registrations.constants.ts';
import { RegistrationInputTypeSchema } from './registrations-fields.schemas.ts';

const FieldIdSchema = z.number().int().min(1).max(32_767);

/** One catalogue field on the selection screen (spec 000 §3 "Registration field", 002 §3). */
export const RegistrationFieldSelectionSchema = z.object({
  RegistrationFieldId: FieldIdSchema,
  /** The project's selection row; null when the field is not added (or no selection saved). */
  RegistrationFieldSelectionId: z.number().int().nullable(),
  FieldName: z.string(),
  InputType: RegistrationInputTypeSchema,
  DisplayNameEnglish: z.string(),
  DisplayNameSpanish: z.string(),
  IsRequired: z.boolean(),
  IsAdded: z.boolean(),
  /** First and last name: always added and required. */
  IsAlwaysRequired: z.boolean(),
  ProfileSectionName: z.string(),
  ProfileSubSectionName: z.string().nullable(),
  SortOrder: z.number().int(),
});
export type RegistrationFieldSelection = z.infer<typeof RegistrationFieldSelectionSchema>;
export const RegistrationFieldSelectionListSchema = z.array(RegistrationFieldSelectionSchema);

/** POST merge-registration-fields: the whole selection, in order; it replaces the saved one. */
export const MergeRegistrationFieldSchema = z.object({
  RegistrationFieldId: FieldIdSchema,
  RegistrationFieldSelectionId: z.number().int().nullable().optional(),
  IsRequired: z.boolean(),
  IsAdded: z.boolean(),
  ProfileSectionName: z.string().max(200).nullable().optional(),
  ProfileSubSectionName: z.string().max(200).nullable().optional(),
});
export const MergeRegistrationFieldsSchema = z.array(MergeRegistrationFieldSchema).min(1).max(1000);
export type MergeRegistrationFields = z.infer<typeof MergeRegistrationFieldsSchema>;

/** GET v2/projects/{id}/registrations/overrides: one field's names as the project shows them. */
export const RegistrationFieldOverrideSchema = z.object({
  RegistrationFieldId: FieldIdSchema,
  FieldName: z.string(),
  DisplayNameEnglish: z.string(),
  DisplayNameSpanish: z.string(),
  DefaultDisplayNameEnglish: z.string(),
  DefaultDisplayNameSpanish: z.string(),
  IncludeInSelfServiceRegistration: z.boolean(),
  ProfileSectionName: z.string(),
});
export type RegistrationFieldOverride = z.infer<typeof RegistrationFieldOverrideSchema>;
export const RegistrationFieldOverrideListSchema = z.array(RegistrationFieldOverrideSchema);

const overrideName = plainText().trim().max(200);
/** PUT body (spec 002 §7: "override payload names are lower-case camel"); "" restores the default. */
export const RegistrationOverridesUpdateSchema = z.object({
  overrides: z
    .array(
      z.object({
        registrationFieldId: FieldIdSchema,
        displayNameEnglish: overrideName.nullable(),
        displayNameSpanish: overrideName.nullable(),
        includeInSelfServiceRegistration: z.boolean().optional(),
      }),
    )
    .max(1000),
});
export type RegistrationOverridesUpdate = z.infer<typeof RegistrationOverridesUpdateSchema>;

/** The project pin (spec 000 §3 "Project pin") and the link its QR code opens. */
export const ProjectPinSchema = z.object({
  ProjectShortCodeIdentifier: z.string(),
  SelfRegistrationUrl: z.string(),
  /** The QR code of the link as an SVG document (shown as an image). */
  QrCodeSvg: z.string(),
});
export type ProjectPin = z.infer<typeof ProjectPinSchema>;

/** A registration document (spec 000 §3): the file itself is fetched on its own. */
export const RegistrationDocumentSchema = z.object({
  registrationDocumentId: z.number().int(),
  displayName: z.string(),
  attachment: z.object({
    displayName: z.string(),
    mimeType: z.literal(REGISTRATION_DOCUMENT_MIME_TYPE),
    originalFilename: z.string(),
    byteSize: z.number().int(),
  }),
  createdAt: z.string(),
});
export type RegistrationDocument = z.infer<typeof RegistrationDocumentSchema>;
export const RegistrationDocumentListSchema = z.array(RegistrationDocumentSchema);

// base64 of the largest PDF allowed, rounded up to whole quads.
const MAX_BASE64 = Math.ceil(REGISTRATION_DOCUMENT_MAX_BYTES / 3) * 4;
/** POST v2/projects/{id}/documents: the spec's payload, the PDF as base64. */
export const RegistrationDocumentUploadSchema = z.object({
  displayName: plainText().trim().min(1).max(200),
  attachment: z.object({
    displayName: plainText().trim().max(200).optional(),
    mimeType: z.literal(REGISTRATION_DOCUMENT_MIME_TYPE, {
      error: REGISTRATIONS_MESSAGES.documentNotPdf,
    }),
    encoding: z.literal('base64'),
    file: z
      .string()
      .max(MAX_BASE64 + 4, { error: REGISTRATIONS_MESSAGES.documentTooBig })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The file must be base64.' }),
    originalFilename: plainText().trim().min(1).max(255),
  }),
});
export type RegistrationDocumentUpload = z.infer<typeof RegistrationDocumentUploadSchema>;

export const RegistrationDocumentParamsSchema = z.object({
  projectId: IdParamSchema,
  registrationDocumentId: IdParamSchema,
});

/** A company the desk may register a worker under, with its contracts on the project. */
export const RegistrationCompanySchema = z.object({
  CompanyId: z.number().int(),
  CompanyName: z.string(),
  Contracts: z.array(z.object({ ContractId: z.number().int(), DisplayName: z.string() })),
});
export type RegistrationCompany = z.infer<typeof RegistrationCompanySchema>;
/** registrations/metadata: the company list (no empty or '#' names) and every contract. */
export const RegistrationMetadataSchema = z.object({
  Companies: z.array(RegistrationCompanySchema),
  Contracts: z.array(z.object({ ContractId: z.number().int(), DisplayName: z.string() })),
});
export type RegistrationMetadata = z.infer<typeof RegistrationMetadataSchema>;

const tagText = plainText().trim().min(1).max(100);
/**
 * Create registration (spec 000 §3 "Registration (single)"). `Fields` holds the project's fields
 * by FieldName (FirstName, LastName and the dynamic ones); the server checks them against the
 * field definitions. `AllowDuplicate` registers a person the server flagged as possibly there.
 */
export const SingleRegistrationSchema = z.object({
  ProjectId: IdSchema,
  CompanyId: z.number().int().min(-1).max(2_147_483_647),
  ContractId: IdSchema.nullable(),
  IsWriteInCompany: z.boolean(),
  WriteInCompanyName: plainText().trim().max(200).nullable().optional(),
  Fields: z.record(z.string().max(200), z.unknown()),
  Tag: tagText.nullable().optional(),
  TagConfirmation: plainText().trim().max(100).nullable().optional(),
  AllowDuplicate: z.boolean().optional(),
});
export type SingleRegistration = z.infer<typeof SingleRegistrationSchema>;

export const RegistrationCreatedSchema = z.object({ workerId: z.number().int() });
export type RegistrationCreated = z.infer<typeof RegistrationCreatedSchema>;

/** Answer 409 to a registration that looks like a person already on the project. */
export const RegistrationDuplicateSchema = z.object({
  errors: z.array(z.object({ errorMessage: z.string() })),
  Duplicates: z.array(
    z.object({
      WorkerId: z.number().int(),
      FirstName: z.string(),
      LastName: z.string(),
      Reason: z.enum(['nameAndBirthDate', 'telephone']),
    }),
  ),
});
export type RegistrationDuplicate = z.infer<typeof RegistrationDuplicateSchema>;

/** Existing worker, stage one: the tag's holder on another project of the same account. */
export const TagLookupQuerySchema = z.object({ tag: tagText });
export const TagLookupResultSchema = z.object({
  Tag: z.string(),
  WorkerId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  CompanyName: z.string().nullable(),
  ProjectTitle: z.string(),
});
export type TagLookupResult = z.infer<typeof TagLookupResultSchema>;

/** Existing worker, stage two: assign them to this project under a contract, with the tag. */
export const AssignExistingWorkerSchema = z.object({
  Tag: tagText,
  ContractId: IdSchema,
});
export type AssignExistingWorker = z.infer<typeof AssignExistingWorkerSchema>;

/**
 * The worker's Documents tab (spec 002 "documents": SignatureDateTimeLocal; issue 13): each
 * registration document the worker signed, with when, as the worker's clock showed it.
 */
export const WorkerSignedDocumentSchema = z.object({
  WorkerSignedDocumentId: z.number().int(),
  RegistrationDocumentId: z.number().int().nullable(),
  DisplayName: z.string(),
  /** The site's wall clock at signing, 'YYYY-MM-DDTHH:mm:ss'. */
  SignatureDateTimeLocal: z.string(),
  /** The signed copy (a PDF), read with the session's bearer. */
  FileUrl: z.string(),
});
export type WorkerSignedDocument = z.infer<typeof WorkerSignedDocumentSchema>;
export const WorkerSignedDocumentListSchema = z.array(WorkerSignedDocumentSchema);

export const WorkerSignedDocumentParamsSchema = z.object({
  projectId: IdParamSchema,
  workerId: IdParamSchema,
});
export const WorkerSignedDocumentFileParamsSchema = WorkerSignedDocumentParamsSchema.extend({
  workerSignedDocumentId: IdParamSchema,
});
