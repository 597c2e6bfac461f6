import { z } from 'zod';
import { DURATION_OPTIONS, US_STATES } from '../common/lists.constants.ts';
import {
  CALLING_CODES,
  callingCodeFieldOf,
  phoneProblem,
  readFieldPhone,
} from '../common/phone.ts';
import { hasControlCharacter } from '../common/text.schemas.ts';
import { isCalendarDate } from '../dashboards/dashboards.periods.ts';
import type { RegistrationField, RegistrationFieldOption } from './registrations-fields.schemas.ts';

const DURATION_SPANISH: Record<(typeof DURATION_OPTIONS)[number], string> = {
  'Under 6 months': 'Menos de 6 meses',
  '6-12 months': '6-12 meses',
  '1-2 years': '1-2 años',
  '2-5 years': '2-5 años',
  '5-10 years': '5-10 años',
  '10+ years': 'Más de 10 años',
};

/** The options of a choice field, with their names: its InputJson, or the list InputsAs names. */
export function fieldOptions(
  field: Pick<RegistrationField, 'InputJson' | 'InputsAs'>,
): RegistrationFieldOption[] {
  if (field.InputJson) return field.InputJson.options;
  switch (field.InputsAs) {
    case 'states':
      return US_STATES.map((s) => ({ value: s.code, english: s.name, spanish: s.name }));
    case 'durations':
      return DURATION_OPTIONS.map((d) => ({ value: d, english: d, spanish: DURATION_SPANISH[d] }));
    case 'countryCodes':
      return CALLING_CODES.map((c) => ({ value: c, english: c, spanish: c }));
    case null:
      return [];
  }
}

/** The values of a choice field's options (what `fields` may store). */
export function fieldOptionValues(
  field: Pick<RegistrationField, 'InputJson' | 'InputsAs'>,
): (string | boolean)[] {
  return fieldOptions(field).map((o) => o.value);
}

/**
 * What is wrong with a value, after the field's name: the value itself and what was expected (an
 * import's row says which cell to fix and how).
 */
export const REGISTRATION_VALUE_MESSAGES = {
  required: 'is required.',
  notAnOption: (value: string, choices: string) =>
    `“${value}” is not one of the choices (${choices}).`,
  date: (value: string) => `“${value}” is not a date: write it as MM/DD/YYYY.`,
  number: (value: string) => `“${value}” is not a number.`,
  email: (value: string) => `“${value}” is not an e-mail address.`,
  tooLong: (max: number) => `is longer than ${String(max)} characters.`,
  invalid: 'is not valid.',
} as const;

/** The same, for a form filled in Spanish (the self-registration page, the desk in Spanish). */
export const REGISTRATION_VALUE_MESSAGES_SPANISH = {
  required: 'es obligatorio.',
  notAnOption: (value: string, choices: string) =>
    `“${value}” no es una de las opciones (${choices}).`,
  date: (value: string) => `“${value}” no es una fecha: escríbala como MM/DD/AAAA.`,
  number: (value: string) => `“${value}” no es un número.`,
  email: (value: string) => `“${value}” no es un correo electrónico.`,
  tooLong: (max: number) => `tiene más de ${String(max)} caracteres.`,
  invalid: 'no es válido.',
} as const satisfies Record<keyof typeof REGISTRATION_VALUE_MESSAGES, unknown>;

/** A value as a message quotes it: trimmed, a long one cut. */
function quoted(value: unknown): string {
  const text = String(value).trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** A choice field's choices as a message lists them, in the form's language (at most 8). */
function choicesOf(field: RegistrationField, language: 'english' | 'spanish'): string {
  const names = fieldOptions(field).map((o) => o[language]);
  return names.length > 8 ? `${names.slice(0, 8).join(', ')}, …` : names.join(', ');
}

/** What is wrong with a value its field refuses (checkValue), in the form's language. */
function valueProblem(
  field: RegistrationField,
  value: unknown,
  language: 'english' | 'spanish',
): string {
  const says =
    language === 'english' ? REGISTRATION_VALUE_MESSAGES : REGISTRATION_VALUE_MESSAGES_SPANISH;
  if (field.InputType === 'radio' || field.InputType === 'select') {
    return says.notAnOption(quoted(value), choicesOf(field, language));
  }
  if (typeof value !== 'string' || hasControlCharacter(value, field.InputType === 'textarea')) {
    return says.invalid;
  }
  switch (field.InputType) {
    case 'date': {
      // As it was written: an import's MM/DD/YYYY reaches here as YYYY-MM-DD.
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
      return says.date(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : quoted(value));
    }
    case 'number':
      return says.number(quoted(value));
    case 'email':
      return value.trim().length > 254 ? says.tooLong(254) : says.email(quoted(value));
    case 'textarea':
      return says.tooLong(2000);
    case 'text':
    case 'radio-other':
      return says.tooLong(200);
    case 'phone':
      return says.invalid;
  }
}

const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function checkValue(field: RegistrationField, value: unknown): boolean {
  if (field.InputType === 'radio' || field.InputType === 'select') {
    return fieldOptionValues(field).includes(value as string | boolean);
  }
  if (typeof value !== 'string' || hasControlCharacter(value, field.InputType === 'textarea')) {
    return false;
  }
  const text = value.trim();
  switch (field.InputType) {
    case 'text':
    case 'radio-other':
      return text.length <= 200;
    case 'textarea':
      return text.length <= 2000;
    case 'date':
      // A real day: 1988-02-31 parses (it rolls over to March) but is no date.
      return isCalendarDate(text);
    case 'phone':
      return true; // read with the country by the schema (readFieldPhone)
    case 'email':
      return z.email().safeParse(text).success && text.length <= 254;
    case 'number':
      return NUMBER.test(text);
  }
}

/**
 * The registration's values checked against the project's field definitions (spec 000 §5:
 * "Registration fields marked IsRequired are required"): one schema built from the definitions,
 * used by the form and by the server. Unknown FieldNames are refused; an empty optional value is
 * dropped; radio-other's free text is the value itself (spec 000 §3).
 */
export function registrationValuesSchema(
  fields: readonly RegistrationField[],
  options: { country: string; language?: 'english' | 'spanish' },
) {
  const { country, language = 'english' } = options;
  // A phone is read with the calling code chosen beside it, else the project's country, and kept
  // as E.164 (docs/domain.md "Phone numbers").
  const phoneOf = (field: RegistrationField, values: Record<string, unknown>, text: string) => {
    const codeField = callingCodeFieldOf(field.FieldName);
    return readFieldPhone(text, codeField ? values[codeField] : undefined, country);
  };
  const byName = new Map(fields.map((f) => [f.FieldName, f]));
  const says =
    language === 'english' ? REGISTRATION_VALUE_MESSAGES : REGISTRATION_VALUE_MESSAGES_SPANISH;
  return z
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      for (const key of Object.keys(values)) {
        if (!byName.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is not a registration field.`,
          });
        }
      }
      for (const field of fields) {
        const name = language === 'english' ? field.DisplayNameEnglish : field.DisplayNameSpanish;
        const value = values[field.FieldName];
        if (isEmpty(value)) {
          if (field.IsRequired) {
            ctx.addIssue({
              code: 'custom',
              path: [field.FieldName],
              message: `${name} ${says.required}`,
            });
          }
          continue;
        }
        if (field.InputType === 'phone' && typeof value === 'string') {
          if (hasControlCharacter(value, false) || phoneOf(field, values, value) === null) {
            const codeField = callingCodeFieldOf(field.FieldName);
            const code = codeField ? values[codeField] : undefined;
            ctx.addIssue({
              code: 'custom',
              path: [field.FieldName],
              message: `${name}: ${phoneProblem(value, code, country, language)}`,
            });
          }
          continue;
        }
        if (!checkValue(field, value)) {
          ctx.addIssue({
            code: 'custom',
            path: [field.FieldName],
            message: `${name} ${valueProblem(field, value, language)}`,
          });
        }
      }
    })
    .transform((values) => {
      const out: Record<string, string | boolean> = {};
      for (const field of fields) {
        const value = values[field.FieldName];
        if (isEmpty(value)) continue;
        if (field.InputType === 'phone' && typeof value === 'string') {
          out[field.FieldName] = phoneOf(field, values, value) ?? value.trim();
          continue;
        }
        out[field.FieldName] = typeof value === 'string' ? value.trim() : (value as boolean);
      }
      return out;
    });
}
