import { currencyOf } from '../common/money.ts';
import type { RegistrationField } from './registrations-fields.schemas.ts';

/** Where the US states list and ZIP codes are the address (the states list's territories too). */
const US_ADDRESSES = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

/**
 * A catalogue field as a project of the country asks it (docs/domain.md "Project"): outside the
 * United States the state is written, not picked from the US states, and the ZIP code is a postal
 * code; the wage is in the country's currency. A name a project gave the field itself is kept.
 */
export function fieldForCountry<
  F extends Pick<
    RegistrationField,
    'FieldName' | 'InputType' | 'InputsAs' | 'DisplayNameEnglish' | 'DisplayNameSpanish'
  >,
>(field: F, country: string): F {
  if (field.InputsAs === 'states' && !US_ADDRESSES.has(country)) {
    return {
      ...field,
      InputType: 'text',
      InputsAs: null,
      ...(field.DisplayNameEnglish === 'State'
        ? { DisplayNameEnglish: 'State, province or region' }
        : {}),
      ...(field.DisplayNameSpanish === 'Estado'
        ? { DisplayNameSpanish: 'Estado, provincia o región' }
        : {}),
    };
  }
  if (field.FieldName === 'ZipCode' && !US_ADDRESSES.has(country)) {
    return field.DisplayNameEnglish === 'ZIP code'
      ? { ...field, DisplayNameEnglish: 'Postal code' }
      : field;
  }
  const currency = currencyOf(country);
  if (field.FieldName === 'HourlyWageRate' && currency !== 'USD') {
    return {
      ...field,
      DisplayNameEnglish: field.DisplayNameEnglish.replace('(USD)', `(${currency})`),
      DisplayNameSpanish: field.DisplayNameSpanish.replace('(USD)', `(${currency})`),
    };
  }
  return field;
}
