import { formatDate } from '@/lib/dates.ts';
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

/** A wall-clock value as Excel should keep it (its UTC fields carry the local time). */
export function wallClockDate(value: string | null): Date | null {
  return value ? new Date(`${value}Z`) : null;
}

export { formatDate };
