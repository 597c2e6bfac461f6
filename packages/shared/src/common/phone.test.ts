import { describe, expect, it } from 'vitest';
import {
  callingCode,
  nationalDigits,
  PHONE_MESSAGES,
  phoneForDisplay,
  phoneForField,
  readPhone,
  readPhoneWithCode,
} from './phone.ts';
import { countryOfTimeZone } from '../projects/projects-country.ts';

describe('phone numbers read with the project country as the default', () => {
  it('reads a number as the country dials it, and with any country code', () => {
    expect(readPhone('612 345 987', 'ES')).toBe('+34612345987');
    expect(readPhone('(718) 555-0177', 'US')).toBe('+17185550177');
    expect(readPhone('+353 87 123 4567', 'ES')).toBe('+353871234567');
    expect(readPhone('0034 612 345 987', 'ES')).toBe('+34612345987');
    expect(readPhone('087 123 4567', 'IE')).toBe('+353871234567');
  });

  it('refuses what no country could dial: short, long, letters, nothing', () => {
    expect(readPhone('612 345 987', 'US')).toBeNull();
    expect(readPhone('555-1234', 'US')).toBeNull();
    expect(readPhone('call me', 'US')).toBeNull();
    expect(readPhone('', 'US')).toBeNull();
    expect(readPhone('+34 612 345 987 123 456', 'ES')).toBeNull();
  });

  it('reads a national number beside its code, and a code written in it only when it matches', () => {
    expect(readPhoneWithCode('+34', '612 345 987')).toBe('+34612345987');
    expect(readPhoneWithCode('+1', '+1 (212) 555-0199')).toBe('+12125550199');
    expect(readPhoneWithCode('+1', '+34 612 345 987')).toBeNull();
    expect(readPhoneWithCode('34', '612 345 987')).toBeNull();
  });

  it('shows a number nationally in its own country, internationally elsewhere', () => {
    expect(phoneForDisplay('+17185550177', 'US')).toBe('(718) 555-0177');
    expect(phoneForDisplay('+34612345987', 'ES')).toBe('612 34 59 87');
    expect(phoneForDisplay('+34612345987', 'US')).toBe('+34 612 34 59 87');
    expect(phoneForDisplay('ask the foreman', 'US')).toBe('ask the foreman');
    expect(phoneForDisplay(null, 'US')).toBe('');
    expect(phoneForField('+353871234567', '+353', 'US')).toBe('087 123 4567');
    expect(phoneForField('+353871234567', '+1', 'US')).toBe('+353 87 123 4567');
    expect(phoneForField('+17185550177', undefined, 'US')).toBe('(718) 555-0177');
  });

  it('splits a stored number into its code and national digits', () => {
    expect(nationalDigits('+34612345987')).toEqual({ code: '+34', national: '612345987' });
    expect(callingCode('IE')).toBe('+353');
    expect(callingCode('XX')).toBe('');
  });

  it('names the value and the country in its refusal, and only the code without a country', () => {
    expect(PHONE_MESSAGES.unreadable('12', '')).toBe(
      '"12" is not a phone number: write it with its country code (+1 …).',
    );
    expect(PHONE_MESSAGES.unreadable(' 12 ', 'ES')).toBe(
      '"12" is not a phone number: write it as dialled in Spain or with its country code (+34 …).',
    );
  });
});

describe('the country of a time zone', () => {
  it('knows the zone, its old names, and none for UTC', () => {
    expect(countryOfTimeZone('Europe/Madrid')).toBe('ES');
    expect(countryOfTimeZone('America/New_York')).toBe('US');
    expect(countryOfTimeZone('US/Eastern')).toBe('US');
    expect(countryOfTimeZone('UTC')).toBeNull();
  });
});
