import { z } from 'zod';
import { idSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import { DURATION_OPTIONS } from '../common/lists.constants.ts';
import { calendarDate } from '../dashboards/dashboards.fields.ts';
import {
  DIRECTORY_EDITABLE_FIELDS,
  type DirectoryEditableField,
} from './workers-directory.constants.ts';
import { WorkerDirectoryRowSchema, YesNoSchema } from './workers-directory.schemas.ts';

// --- POST /api/v1/worker/updateWorkerDirectoryWorker (spec 001 §7) ------------------------------

const text = (name: string, max: number) =>
  plainText(`${name} must be text.`)
    .max(max, `${name} must be at most ${max} characters.`)
    .nullable()
    .optional();
const date = (name: string) =>
  calendarDate(`${name} must be a date (YYYY-MM-DD).`).nullable().optional();
const yesNo = (name: string) =>
  z
    .union([YesNoSchema, z.literal('')], { error: `${name} must be Yes or No.` })
    .nullable()
    .optional();
const duration = (name: string) =>
  z
    .union([z.enum(DURATION_OPTIONS), z.literal('')], {
      error: `${name} must be one of ${DURATION_OPTIONS.join(', ')}.`,
    })
    .nullable()
    .optional();

const PHONE_MESSAGE = 'Telephone must be a phone number (digits, spaces, + ( ) -).';

/** The value schema of each editable column. */
const editableValues = {
  FirstName: plainText('FirstName must be text.')
    .trim()
    .min(1, 'First name is required.')
    .max(100, 'FirstName must be at most 100 characters.')
    .optional(),
  MiddleName: text('MiddleName', 100),
  LastName: plainText('LastName must be text.')
    .trim()
    .min(1, 'Last name is required.')
    .max(100, 'LastName must be at most 100 characters.')
    .optional(),
  Telephone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(30, PHONE_MESSAGE)
    .regex(/^(\+?[\d\s().-]{3,30})?$/, PHONE_MESSAGE)
    .nullable()
    .optional(),
  Responsibilities: text('Responsibilities', 500),
  CityResidentString: yesNo('CityResidentString'),
  HasCompletedDrugTestString: yesNo('HasCompletedDrugTestString'),
  HasCompletedBackgroundCheckString: yesNo('HasCompletedBackgroundCheckString'),
  HasCompletedEnvironmentalTrainingString: yesNo('HasCompletedEnvironmentalTrainingString'),
  NewHireString: yesNo('NewHireString'),
  SafetyBriefingDate: date('SafetyBriefingDate'),
  OSHA10IssueDate: date('OSHA10IssueDate'),
  OSHA30IssueDate: date('OSHA30IssueDate'),
  FirstAidCPRIssueDate: date('FirstAidCPRIssueDate'),
  WorkerSiteNumber: text('WorkerSiteNumber', 50),
  ForemansName: text('ForemansName', 200),
  EmploymentDuration: duration('EmploymentDuration'),
  IndustryDuration: duration('IndustryDuration'),
  FitForDutyCalendarDate: date('FitForDutyCalendarDate'),
} satisfies Record<DirectoryEditableField, z.ZodType>;

/** `Is<Field>Updated` for an editable column: FirstName → IsFirstNameUpdated. */
export function updatedFlag<F extends DirectoryEditableField>(field: F): `Is${F}Updated` {
  return `Is${field}Updated`;
}

const flags = Object.fromEntries(
  DIRECTORY_EDITABLE_FIELDS.map((f) => [updatedFlag(f), z.boolean().optional()]),
) as { [F in DirectoryEditableField as `Is${F}Updated`]: z.ZodOptional<z.ZodBoolean> };

export const UpdateWorkerDirectoryWorkerSchema = z
  .object({
    ProjectId: idSchema('ProjectId must be a project id.'),
    ContractId: idSchema('ContractId must be a contract id.'),
    WorkerId: idSchema('WorkerId must be a worker id.'),
    ...flags,
    ...editableValues,
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const field of DIRECTORY_EDITABLE_FIELDS) {
      if (body[updatedFlag(field)] === true && body[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is flagged as updated but has no value.`,
        });
      }
    }
  });
export type UpdateWorkerDirectoryWorker = z.infer<typeof UpdateWorkerDirectoryWorkerSchema>;
export type UpdateWorkerDirectoryWorkerInput = z.input<typeof UpdateWorkerDirectoryWorkerSchema>;

export const UpdateWorkerDirectoryWorkerResponseSchema = z.object({
  Worker: WorkerDirectoryRowSchema,
  ChangedFields: z.number().int(),
});
export type UpdateWorkerDirectoryWorkerResponse = z.infer<
  typeof UpdateWorkerDirectoryWorkerResponseSchema
>;
