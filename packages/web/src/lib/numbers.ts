// How figures read on every screen: one number format per language, thousands always grouped,
// percents and hours to one decimal. English 1,234.5 and 12.3%; Spanish 1.234,5 and 12,3 %.
import { roundPercent } from '@siteline/shared';
import { displayLanguage, type DisplayLanguage } from './display-language.ts';

const LOCALE: Record<DisplayLanguage, string> = { en: 'en-US', es: 'es-ES' };

// es-ES leaves a four-digit number ungrouped (1234) unless grouping is 'always': without it a
// column would read 1234 above 12.345.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number) {
  const language = displayLanguage();
  const key = `${language}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[language], {
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: 'always',
    });
    formats.set(key, format);
  }
  return format;
}

// Always one decimal, so a column of percents lines up: 2.0%, 1.9%.
const oneDecimal = (value: number) => numberFormat(1, 1).format(Math.abs(value));

/** The percent sign as the language writes it: 12.3% in English, 12,3 % in Spanish. */
const withPercent = (text: string) => (displayLanguage() === 'es' ? `${text}\u00a0%` : `${text}%`);

/** 12.34 → "12.3%"; with `signed`, a gain gets "+"; a loss always gets a true minus sign. */
export function formatPercent(value: number, signed = false): string {
  const rounded = roundPercent(value);
  const text = withPercent(oneDecimal(rounded));
  if (rounded < 0) return `\u2212${text}`;
  return signed && rounded > 0 ? `+${text}` : text;
}

/** Signed percentage points without the unit: +1.2, −0.4, 0.0. */
export function formatPoints(value: number): string {
  const rounded = roundPercent(value);
  if (rounded < 0) return `\u2212${oneDecimal(rounded)}`;
  return rounded > 0 ? `+${oneDecimal(rounded)}` : oneDecimal(0);
}

/** 1234.56 → "1,234.6" ("1.234,6" in Spanish). */
export function formatHours(value: number): string {
  return numberFormat(0, 1).format(value);
}

/** A report's hours, two decimals as the spec keeps them: 1234.5 → "1,234.50". */
export function formatHoursExact(value: number): string {
  return numberFormat(2, 2).format(value);
}

/** 1234 → "1,234" ("1.234" in Spanish). */
export function formatCount(value: number): string {
  return numberFormat(0, 0).format(value);
}
