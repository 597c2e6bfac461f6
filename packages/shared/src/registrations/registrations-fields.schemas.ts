import { z } from 'zod';
import { PermissionSchema } from '../permissions.schemas.ts';

/** Input types of registration fields (spec 000 §3, 002 §3). */
export const REGISTRATION_INPUT_TYPES = [
  'text',
  'textarea',
  'radio',
  'radio-other',
  'select',
  'date',
  'phone',
  'email',
  'number',
] as const;
export const RegistrationInputTypeSchema = z.enum(REGISTRATION_INPUT_TYPES);
export type RegistrationInputType = z.infer<typeof RegistrationInputTypeSchema>;

/** Shared lists a field may take its options from instead of InputJson. */
export const RegistrationInputsAsSchema = z.enum(['states', 'countryCodes', 'durations']);
export type RegistrationInputsAs = z.infer<typeof RegistrationInputsAsSchema>;

/** One option of a radio, radio-other or select field; the value is what `fields` stores. */
export const RegistrationFieldOptionSchema = z.object({
  value: z.union([z.string(), z.boolean()]),
  english: z.string(),
  spanish: z.string(),
});
export type RegistrationFieldOption = z.infer<typeof RegistrationFieldOptionSchema>;

export const RegistrationFieldInputJsonSchema = z.object({
  options: z.array(RegistrationFieldOptionSchema),
});

/**
 * A registration field as the project uses it: the catalogue's definition with the project's
 * overrides applied (display names, self-service) and its selection (required, order). The one
 * definition behind the registration forms, the worker record's profile tabs and the advanced
 * directory's extra columns.
 */
export const RegistrationFieldSchema = z.object({
  RegistrationFieldId: z.number().int(),
  /** The key in the worker's fields; dotted names nest (`EmergencyContact.Name`). */
  FieldName: z.string(),
  InputType: RegistrationInputTypeSchema,
  InputJson: RegistrationFieldInputJsonSchema.nullable(),
  InputsAs: RegistrationInputsAsSchema.nullable(),
  DisplayNameEnglish: z.string(),
  DisplayNameSpanish: z.string(),
  HelperTextEnglish: z.string().nullable(),
  HelperTextSpanish: z.string().nullable(),
  ProfileSectionName: z.string(),
  ProfileSubSectionName: z.string().nullable(),
  /** When set, only holders of this permission see the field (and its directory column). */
  PermissionConst: PermissionSchema.nullable(),
  AdvancedGridMappingFieldName: z.string().nullable(),
  IsRequired: z.boolean(),
  IncludeInSelfServiceRegistration: z.boolean(),
  SortOrder: z.number().int(),
});
export type RegistrationField = z.infer<typeof RegistrationFieldSchema>;

/** A worker-record profile tab (spec 002 §3 "Profile sections carry SectionName and SortOrder"). */
export const ProfileSectionSchema = z.object({
  ProfileSectionId: z.number().int(),
  SectionName: z.string(),
  /** The worker section slug (spec 002: profile, emergencyinformation, …). */
  SectionSlug: z.string(),
  PermissionConst: PermissionSchema,
  SortOrder: z.number().int(),
});
export type ProfileSection = z.infer<typeof ProfileSectionSchema>;
