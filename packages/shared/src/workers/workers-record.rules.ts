import { z } from 'zod';
import { callingCodeFieldOf, phoneProblem, readFieldPhone } from '../common/phone.ts';
import { hasControlCharacter } from '../common/text.schemas.ts';
import type { Permission } from '../permissions.ts';
import type { RegistrationField } from '../registrations/registrations-fields.schemas.ts';
import { fieldOptions } from '../registrations/registrations-form.rules.ts';

/**
 * The worker record's tabs in order (CHECKLIST §11.1): URL slug, spec state slug and the
 * permission each needs. Provider employees see every tab.
 */
export const WORKER_TABS = [
  { slug: 'profile', section: 'profile', permission: 'WorkerProfile' },
  { slug: 'emergency-info', section: 'emergencyinformation', permission: 'WorkerEmergencyInfo' },
  {
    slug: 'project-attributes',
    section: 'projectattributes',
    permission: 'WorkerProjectAttributes',
  },
  { slug: 'certifications', section: 'certifications', permission: 'WorkerCertifications' },
  { slug: 'health', section: 'health', permission: 'WorkerHealth' },
  { slug: 'timesheets', section: 'timesheets', permission: 'ViewWorkerTimesheets' },
  { slug: 'tags', section: 'tags', permission: 'WorkerTags' },
  { slug: 'access', section: 'access', permission: 'WorkerAccessControl' },
  { slug: 'notes', section: 'notes', permission: 'WorkerNotes' },
  { slug: 'documents', section: 'documents', permission: 'WorkerDocuments' },
  { slug: 'alerts', section: 'alerts', permission: 'WorkerAlerts' },
  { slug: 'changelog', section: 'changelog', permission: 'WorkerChangelog' },
] as const satisfies readonly { slug: string; section: string; permission: Permission }[];

export type WorkerTab = (typeof WORKER_TABS)[number];
export type WorkerTabSlug = WorkerTab['slug'];

export const WORKER_TAB_SLUGS = WORKER_TABS.map<WorkerTabSlug>((t) => t.slug);

/** The permission of a profile section slug (profile, emergencyinformation, …). */
export function sectionPermission(sectionSlug: string): Permission | undefined {
  return WORKER_TABS.find((t) => t.section === sectionSlug)?.permission;
}

/** The URL slug of a profile section slug (emergencyinformation → emergency-info). */
export function tabSlugOfSection(sectionSlug: string): WorkerTabSlug | undefined {
  return WORKER_TABS.find((t) => t.section === sectionSlug)?.slug;
}

/**
 * The tabs a user may open, in order, among those that exist (`built`): a tab needs its
 * permission; provider employees see all.
 */
export function availableWorkerTabs(
  permissions: readonly Permission[],
  isProviderEmployee: boolean,
  built: readonly string[] = WORKER_TAB_SLUGS,
): WorkerTabSlug[] {
  const held = new Set(permissions);
  return WORKER_TABS.filter(
    (t) => built.includes(t.slug) && (isProviderEmployee || held.has(t.permission)),
  ).map((t) => t.slug);
}

/**
 * spec 002 §2: "If the current view matches no section available to the user, the first
 * available section opens." Null when no tab is available at all.
 */
export function resolveWorkerTab(
  asked: string,
  available: readonly WorkerTabSlug[],
): WorkerTabSlug | null {
  const found = available.find((t) => t === asked);
  return found ?? available[0] ?? null;
}

/** Days before expiry from which a certification counts as expiring (CHECKLIST §11.4). */
export const CERTIFICATION_WARNING_DAYS = 30;

/** Days from `from` to `to`, both 'YYYY-MM-DD'. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** expired: expiry before today; expiring: today to 30 days ahead; else valid (or no expiry). */
export function certificationStatus(
  expiryDate: string | null,
  today: string,
): 'valid' | 'expiring' | 'expired' {
  if (!expiryDate) return 'valid';
  const days = daysBetween(today, expiryDate);
  if (days < 0) return 'expired';
  if (days <= CERTIFICATION_WARNING_DAYS) return 'expiring';
  return 'valid';
}

export const WORKER_RECORD_MESSAGES = {
  saveError: 'Unable to save.',
  changeCompanyError: 'Error changing company',
  deleteError: 'Something went wrong deleting this person!',
  notFound: 'Worker not found.',
  contractNotFound: 'That company is not on this project.',
  unknownField: 'This field cannot be edited here.',
  required: 'This field is required.',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRealDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The check of one field's value by its InputType (null empties it, unless required). */
export function fieldValueSchema(
  field: Pick<RegistrationField, 'InputType' | 'InputJson' | 'InputsAs' | 'IsRequired'>,
  required = field.IsRequired,
): z.ZodType<string | boolean | number | null> {
  const text = (max: number, multiLine = false) =>
    z
      .string()
      .trim()
      .max(max, `At most ${max} characters.`)
      .refine((s) => !hasControlCharacter(s, multiLine), 'Must not contain control characters.');
  let value: z.ZodType<string | boolean | number>;
  switch (field.InputType) {
    case 'textarea':
      value = text(2000, true);
      break;
    case 'date':
      value = z.string().refine(isRealDate, 'Must be a date (YYYY-MM-DD).');
      break;
    case 'phone':
      // Read with the project's country (or the code beside it) by workerValuesSchema.
      value = text(40);
      break;
    case 'email':
      value = z.string().trim().max(254).regex(EMAIL, 'Must be an e-mail address.');
      break;
    case 'number':
      value = z.number().finite().min(0).max(1_000_000);
      break;
    case 'radio':
    case 'select': {
      const allowed = fieldOptions(field).map((o) => o.value);
      value = z
        .union([z.string(), z.boolean()])
        .refine((v) => allowed.includes(v), 'Must be one of the options.');
      break;
    }
    case 'radio-other':
      // An answer outside the options is the Other text itself (splitOtherValue).
      value = text(200);
      break;
    case 'text':
      value = text(200);
  }
  const empty = z.null().or(z.literal('').transform(() => null));
  if (required) {
    return value.refine((v) => v !== '', 'This field is required.');
  }
  return z.union([empty, value]);
}

/**
 * The zod schema of a profile save built from the project's field definitions (the caller's
 * editable fields): an unknown FieldName is refused, each value checked by its InputType.
 */
export function workerValuesSchema(
  fields: readonly Pick<
    RegistrationField,
    'FieldName' | 'InputType' | 'InputJson' | 'InputsAs' | 'IsRequired'
  >[],
  country: string,
  alwaysRequired: readonly string[] = ['FirstName', 'LastName'],
) {
  const shape: Record<string, z.ZodType<string | boolean | number | null>> = {};
  for (const f of fields) {
    shape[f.FieldName] = fieldValueSchema(
      f,
      f.IsRequired || alwaysRequired.includes(f.FieldName),
    ).optional() as z.ZodType<string | boolean | number | null>;
  }
  const phones = fields.filter((f) => f.InputType === 'phone').map((f) => f.FieldName);
  // A phone is read with the calling code saved beside it, else the project's country, and kept
  // as E.164 (docs/domain.md "Phone numbers"); one no country could dial is refused, naming it.
  return z.strictObject(shape).transform((values, ctx) => {
    const out: Record<string, string | boolean | number | null | undefined> = { ...values };
    for (const name of phones) {
      const text = values[name];
      if (typeof text !== 'string' || text === '') continue;
      const codeField = callingCodeFieldOf(name);
      const code = codeField ? values[codeField] : undefined;
      const e164 = readFieldPhone(text, code, country);
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', path: [name], message: phoneProblem(text, code, country) });
      } else out[name] = e164;
    }
    return out;
  });
}
