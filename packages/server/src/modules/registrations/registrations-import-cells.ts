import { US_STATES, fieldOptionValues, type RegistrationField } from '@siteline/shared';

/**
 * How the import reads one cell against its field: header and name matching, a choice by its
 * label in either language, yes/no words, states by name, Excel's date serials and US dates.
 */

/** Header and name matching: case, spaces and a required-field star do not matter. */
export function normalise(text: string): string {
  return text
    .replace(/\*+\s*$/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en');
}

/** A choice field's options, each with the texts a cell may spell it as. */
function optionTexts(field: RegistrationField): { value: string | boolean; texts: string[] }[] {
  if (field.InputJson) {
    return field.InputJson.options.map((o) => ({
      value: o.value,
      texts: [String(o.value), o.english, o.spanish],
    }));
  }
  if (field.InputsAs === 'states') {
    return US_STATES.map((s) => ({ value: s.code, texts: [s.code, s.name] }));
  }
  return fieldOptionValues(field).map((value) => ({ value, texts: [String(value)] }));
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  yes: true,
  sí: true,
  si: true,
  true: true,
  no: false,
  false: false,
};

/** The label a template's drop-down offers for an option. */
export function optionLabel(field: RegistrationField, value: string | boolean): string {
  if (field.InputJson) {
    return field.InputJson.options.find((o) => o.value === value)?.english ?? String(value);
  }
  if (field.InputsAs === 'states') return US_STATES.find((s) => s.code === value)?.name ?? '';
  return String(value);
}

// Excel's day 0 is 1899-12-30; serials up to 9999-12-31.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MAX_SERIAL = 2_958_465;

function dateText(cell: string, numeric: boolean): string {
  if (numeric) {
    const serial = Number(cell);
    if (!Number.isFinite(serial) || serial < 1 || serial > MAX_SERIAL) return cell;
    return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
  }
  // A US date as the template's locale types it: M/D/YYYY.
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return cell;
}

/** One cell as the field's value: a choice matched by value or label, a date as YYYY-MM-DD. */
export function cellValue(
  field: RegistrationField,
  cell: string,
  numeric: boolean,
): string | boolean {
  const text = cell.trim();
  if (text === '') return '';
  switch (field.InputType) {
    case 'radio':
    case 'select':
    case 'radio-other': {
      const wanted = normalise(text);
      const options = optionTexts(field);
      const match = options.find((o) => o.texts.some((t) => normalise(t) === wanted));
      if (match) return match.value;
      if (options.some((o) => typeof o.value === 'boolean') && wanted in BOOLEAN_WORDS) {
        return BOOLEAN_WORDS[wanted]!;
      }
      // radio-other: the free text is the answer (spec 000 §3); otherwise the check says why.
      return text;
    }
    case 'date':
      return dateText(text, numeric);
    case 'text':
    case 'textarea':
    case 'phone':
    case 'email':
    case 'number':
      return text;
  }
}
