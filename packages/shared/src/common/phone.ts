/**
 * Phone numbers as the world writes them (docs/domain.md "Phone numbers"): read with the
 * project's country as the default, kept as E.164 (+34612345987), shown as the project's country
 * dials them (its national form) or, for another country, in international form.
 *
 * A number is read when it has a length its country's numbers can have (libphonenumber's
 * "possible"): the stricter check of number ranges would refuse the fictional 555 numbers and new
 * ranges before the carrier has a say; a number no carrier knows fails at the SMS provider, which
 * the outbox shows.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/** Every country a phone number can belong to (ISO 3166-1 alpha-2), as the library knows them. */
export const PHONE_COUNTRIES: readonly string[] = getCountries();

export function isPhoneCountry(code: string): code is CountryCode {
  return PHONE_COUNTRIES.includes(code);
}

/** The country's calling code as the lists write it: ES → "+34". */
export function callingCode(country: string): string {
  return isPhoneCountry(country) ? `+${getCountryCallingCode(country)}` : '';
}

/** Every calling code once ("+1", "+34", …), by number: the country-code pickers' choices. */
export const CALLING_CODES: readonly string[] = [
  ...new Set(PHONE_COUNTRIES.map((c) => callingCode(c))),
].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

function parse(text: string, country: string) {
  const trimmed = text.trim();
  if (!/^[+0-9 ().\-/]+$/.test(trimmed) || !/\d/.test(trimmed)) return undefined;
  return parsePhoneNumberFromString(trimmed, isPhoneCountry(country) ? country : undefined);
}

/**
 * The number in E.164, read with the country as the default ("612 345 987" in ES, "+1 718 555
 * 0177" anywhere, "0034 612 345 987" as Spain dials abroad); null when it cannot be read.
 */
export function readPhone(text: string | null | undefined, country: string): string | null {
  if (!text) return null;
  const number = parse(text, country);
  return number?.isPossible() ? number.number : null;
}

/**
 * A number read with a calling code chosen beside it ("+34" and "612 345 987"), as the alert
 * subscribers and the emergency contacts keep them; null when it cannot be read.
 */
export function readPhoneWithCode(code: string, national: string): string | null {
  if (!/^\+\d{1,4}$/.test(code)) return null;
  const digits = national.trim();
  // Written with its code ("+1 (212) 555-0199"), the code must be the one chosen.
  if (digits.startsWith('+')) {
    const whole = readPhone(digits, '');
    return whole?.startsWith(code) && whole !== code ? whole : null;
  }
  return readPhone(`${code} ${digits}`, '');
}

/**
 * A number to show: the project's country's national form for its own numbers ("(718) 555-0177",
 * "612 34 59 87"), international for another's ("+353 87 123 4567"); text that is not a number
 * (an old entry no one could read) as it was written.
 */
export function phoneForDisplay(stored: string | null | undefined, country: string): string {
  if (!stored) return '';
  const number = parse(stored, country);
  if (!number?.isPossible()) return stored;
  // By calling code: a 555 number belongs to no one country of +1, and Canada dials the US alike.
  const own =
    isPhoneCountry(country) && number.countryCallingCode === getCountryCallingCode(country);
  return own ? number.formatNational() : number.formatInternational();
}

/**
 * A stored number in a field: with its calling code beside it (the emergency contact's), the
 * national form of its own country ("087 123 4567" beside +353); else as phoneForDisplay.
 */
export function phoneForField(stored: string, code: unknown, country: string): string {
  if (typeof code !== 'string' || !stored.startsWith(`${code}`)) {
    return phoneForDisplay(stored, country);
  }
  const number = parse(stored, '');
  return number?.isPossible() && `+${number.countryCallingCode}` === code
    ? number.formatNational()
    : stored;
}

/** The national part of a stored number, for a field that shows the calling code beside it. */
export function nationalDigits(e164: string): { code: string; national: string } | null {
  const number = parse(e164, '');
  return number ? { code: `+${number.countryCallingCode}`, national: number.nationalNumber } : null;
}

/**
 * The calling-code field beside a phone field of a group ("EmergencyContact.PhoneNumber" →
 * "EmergencyContact.CountryCode"); null for a phone of its own (Telephone).
 */
export function callingCodeFieldOf(fieldName: string): string | null {
  const dot = fieldName.lastIndexOf('.');
  return dot < 0 ? null : `${fieldName.slice(0, dot)}.CountryCode`;
}

/**
 * A phone field's value read as the form meant it: with the calling code chosen beside it when
 * there is one, else with the project's country as the default.
 */
export function readFieldPhone(text: string, code: unknown, country: string): string | null {
  return typeof code === 'string' && CALLING_CODES.includes(code)
    ? readPhoneWithCode(code, text)
    : readPhone(text, country);
}

/** The country's name ("Spain", "España"), for the messages; the code itself when unknown. */
export function countryName(country: string, language = 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

function example(country: CountryCode): string {
  return `+${getCountryCallingCode(country)} …`;
}

export const PHONE_MESSAGES = {
  /** Names the value and the two forms a number may take (the "row errors"). */
  unreadable: (value: string, country: string) =>
    isPhoneCountry(country)
      ? `"${value.trim()}" is not a phone number: write it as dialled in ${countryName(country)} or with its country code (${example(country)}).`
      : `"${value.trim()}" is not a phone number: write it with its country code (+1 …).`,
  unreadableWithCode: (value: string, code: string) =>
    `"${value.trim()}" is not a phone number for ${code}: write the number as dialled in that country, without the country code.`,
} as const;

/** The same, for a form filled in Spanish (the self-registration page, the desk in Spanish). */
export const PHONE_MESSAGES_SPANISH = {
  unreadable: (value: string, country: string) =>
    isPhoneCountry(country)
      ? `"${value.trim()}" no es un número de teléfono: escríbalo como se marca en ${countryName(country, 'es')} o con su prefijo de país (${example(country)}).`
      : `"${value.trim()}" no es un número de teléfono: escríbalo con su prefijo de país (+1 …).`,
  unreadableWithCode: (value: string, code: string) =>
    `"${value.trim()}" no es un número de teléfono para ${code}: escriba el número como se marca en ese país, sin el prefijo.`,
} as const satisfies Record<keyof typeof PHONE_MESSAGES, (value: string, x: string) => string>;

/** The refusal of a phone field's value, in the form's language. */
export function phoneProblem(
  text: string,
  code: unknown,
  country: string,
  language: 'english' | 'spanish' = 'english',
): string {
  const says = language === 'english' ? PHONE_MESSAGES : PHONE_MESSAGES_SPANISH;
  return typeof code === 'string' && CALLING_CODES.includes(code)
    ? says.unreadableWithCode(text, code)
    : says.unreadable(text, country);
}
