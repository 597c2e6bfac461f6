import dayjs from 'dayjs';
import { dateTimeFormat, formatDate, timeFormat } from '@/lib/dates.ts';
import { displayLanguage } from '@/lib/display-language.ts';

const LOCALE = { en: 'en-US', es: 'es-ES' } as const;
const hoursFormats = new Map<string, Intl.NumberFormat>();

/** Hours as the engine rounded them, to two decimals (DOMAIN.md OnSiteNetHours): 8.25. */
export function formatWorkHours(value: number): string {
  const language = displayLanguage();
  let format = hoursFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    hoursFormats.set(language, format);
  }
  return format.format(value);
}

/** A project-local 'YYYY-MM-DDTHH:mm:ss' as MM/DD/YYYY hh:mm a (spec 002 §9), never shifted. */
export function formatLocalDateTime(value: string | null): string {
  if (!value) return '';
  return dayjs(value).format(dateTimeFormat());
}

/** The time of day of a project-local 'YYYY-MM-DDTHH:mm:ss'. */
export function formatLocalTime(value: string): string {
  return dayjs(value).format(timeFormat());
}

/** A wall-clock value as Excel should keep it (its UTC fields carry the local time). */
export function wallClockDate(value: string | null): Date | null {
  return value ? new Date(`${value}Z`) : null;
}

export { formatDate };
