import { z } from 'zod';
import { idSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import { isPhoneCountry } from '../common/phone.ts';
import { countryOfTimeZone } from './projects-country.ts';

/**
 * Project setup by provider employees (beyond the spec: it leaves creating projects to the
 * provider, and DOMAIN.md "Project" lists the fields).
 */
export const PROJECT_SETUP_MESSAGES = {
  providerOnly: 'Only provider employees may create or change projects.',
  accountNeeded: 'Choose an account or name a new one.',
  accountNotFound: 'The account was not found.',
  timeZone: 'TimeZoneId must be an IANA time zone, e.g. America/New_York.',
  country: 'CountryCode must be a country code (ISO 3166-1 alpha-2), e.g. US or ES.',
  countryNeeded: (timeZone: string) =>
    `Choose the project's country (CountryCode): ${timeZone} belongs to no country.`,
  endBeforeStart: 'EndDate must not be before StartDate.',
  shiftsPaired: 'Give both shift start times, or neither (no shifts).',
  shiftsSame: 'The day and night shifts must start at different times.',
} as const;

/** An IANA zone the runtime knows (Intl): the server resolves every local time in it. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function dateField(field: string) {
  const message = `${field} must be a date (YYYY-MM-DD).`;
  return z
    .string({ error: message })
    .regex(DATE, message)
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
        new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      message,
    );
}
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
function timeField(field: string) {
  return z
    .string({ error: `${field} must be a time (HH:MM) or null.` })
    .regex(TIME, `${field} must be a time (HH:MM) or null.`)
    .nullable();
}

export const ProjectSettingsSchema = z.object({
  ProjectId: z.number().int(),
  Title: z.string(),
  AccountId: z.number().int(),
  AccountName: z.string(),
  TimeZoneId: z.string(),
  /** ISO 3166-1 alpha-2: phone numbers are read with it as the default (docs/domain.md). */
  CountryCode: z.string(),
  StartDate: z.string(),
  EndDate: z.string().nullable(),
  /** Local hour before which a read belongs to the previous timesheet date (DOMAIN.md). */
  WorkdayBoundaryHour: z.number().int(),
  /** Shift windows by start time; both null: the project defines no shifts. */
  DayShiftStart: z.string().nullable(),
  NightShiftStart: z.string().nullable(),
  ShowContactInformation: z.boolean(),
  IsDemo: z.boolean(),
});
export type ProjectSettings = z.infer<typeof ProjectSettingsSchema>;

const settingsFields = z.object({
  Title: plainText('Title is required.')
    .transform((s) => s.trim())
    .pipe(
      z.string().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
    ),
  /** An existing account, or none with NewAccountName to create one. */
  AccountId: idSchema('AccountId must be an account id or null.').nullable().default(null),
  NewAccountName: plainText('NewAccountName must be text.')
    .transform((s) => s.trim())
    .pipe(z.string().max(200, 'NewAccountName must be at most 200 characters.'))
    .nullable()
    .default(null),
  TimeZoneId: z.string({ error: PROJECT_SETUP_MESSAGES.timeZone }).refine(isTimeZone, {
    message: PROJECT_SETUP_MESSAGES.timeZone,
  }),
  /** Left out (or null), the time zone's country. */
  CountryCode: z
    .string({ error: PROJECT_SETUP_MESSAGES.country })
    .refine(isPhoneCountry, PROJECT_SETUP_MESSAGES.country)
    .nullable()
    .default(null),
  StartDate: dateField('StartDate'),
  EndDate: dateField('EndDate').nullable().default(null),
  WorkdayBoundaryHour: z
    .number({ error: 'WorkdayBoundaryHour must be a whole hour from 0 to 23.' })
    .int('WorkdayBoundaryHour must be a whole hour from 0 to 23.')
    .min(0, 'WorkdayBoundaryHour must be a whole hour from 0 to 23.')
    .max(23, 'WorkdayBoundaryHour must be a whole hour from 0 to 23.')
    .default(3),
  DayShiftStart: timeField('DayShiftStart').default('04:00'),
  NightShiftStart: timeField('NightShiftStart').default('14:00'),
  ShowContactInformation: z.boolean().default(true),
  IsDemo: z.boolean().default(false),
});

/** POST /projects and PUT /projects/{id}/settings. */
export const ProjectSettingsInputSchema = settingsFields
  .superRefine((v, ctx) => {
    if (
      v.CountryCode === null &&
      isTimeZone(v.TimeZoneId) &&
      countryOfTimeZone(v.TimeZoneId) === null
    ) {
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_SETUP_MESSAGES.countryNeeded(v.TimeZoneId),
        path: ['CountryCode'],
      });
    }
    if (v.AccountId === null && !v.NewAccountName) {
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_SETUP_MESSAGES.accountNeeded,
        path: ['AccountId'],
      });
    }
    if (v.EndDate !== null && v.EndDate < v.StartDate) {
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_SETUP_MESSAGES.endBeforeStart,
        path: ['EndDate'],
      });
    }
    if ((v.DayShiftStart === null) !== (v.NightShiftStart === null)) {
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_SETUP_MESSAGES.shiftsPaired,
        path: ['DayShiftStart'],
      });
    } else if (v.DayShiftStart !== null && v.DayShiftStart === v.NightShiftStart) {
      ctx.addIssue({
        code: 'custom',
        message: PROJECT_SETUP_MESSAGES.shiftsSame,
        path: ['NightShiftStart'],
      });
    }
  })
  .transform((v) => ({
    ...v,
    CountryCode: v.CountryCode ?? countryOfTimeZone(v.TimeZoneId) ?? 'US',
  }));
export type ProjectSettingsInput = z.input<typeof ProjectSettingsInputSchema>;
export type ProjectSettingsValues = z.output<typeof ProjectSettingsInputSchema>;

export const AccountSchema = z.object({ AccountId: z.number().int(), AccountName: z.string() });
export type Account = z.infer<typeof AccountSchema>;
export const AccountListSchema = z.array(AccountSchema);

/**
 * What a site needs before its first day (the setup checklist on an empty project's home), in the
 * order it is done: zones and a site entrance with an In and an Out reader on it, readers
 * registered and placed, a gateway key, access rules, contracts and the plan, the registration
 * fields and documents, the public address workers' phones reach, users.
 */
export const SETUP_STEPS = [
  'zones',
  'entrance',
  'readers',
  'placed',
  'gatewayKey',
  'access',
  'contracts',
  'plan',
  'registrationFields',
  'documents',
  'publicAddress',
  'users',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** The steps without which the dashboards have nothing to show. */
export const SETUP_REQUIRED: readonly SetupStep[] = ['zones', 'readers', 'contracts', 'plan'];

export const ProjectSetupSchema = z.object({
  Steps: z.array(
    z.object({
      Step: z.enum(SETUP_STEPS),
      /**
       * How much of it exists (zones, readers …). For `placed`, the readers reporting but not
       * placed (their reads have no zone until they are); for `publicAddress`, 1 when phones can
       * reach the address Siteline hands out.
       */
      Count: z.number().int(),
      Done: z.boolean(),
    }),
  ),
  /** Every required step is done: the home shows its dashboards. */
  Complete: z.boolean(),
});
export type ProjectSetup = z.infer<typeof ProjectSetupSchema>;
