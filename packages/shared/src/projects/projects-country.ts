import { rawTimeZones } from '@vvo/tzdb';
import { isPhoneCountry } from '../common/phone.ts';

/**
 * The country a time zone belongs to (ES for Europe/Madrid and Africa/Ceuta, US for America/New_York
 * and its old name US/Eastern); null for UTC and the Etc zones, which belong to none. A project
 * created without a country takes its time zone's (docs/domain.md "Project").
 */
export function countryOfTimeZone(timeZone: string): string | null {
  const zone = rawTimeZones.find((z) => z.name === timeZone || z.group.includes(timeZone));
  return zone && isPhoneCountry(zone.countryCode) ? zone.countryCode : null;
}
