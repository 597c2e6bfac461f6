import { describe, expect, it } from 'vitest';
import { fieldForCountry } from './registrations-fields-country.ts';

const field = (
  FieldName: string,
  InputType: 'select' | 'text' | 'number',
  DisplayNameEnglish: string,
  DisplayNameSpanish: string,
  InputsAs: 'states' | null = null,
) => ({ FieldName, InputType, InputsAs, DisplayNameEnglish, DisplayNameSpanish });

describe('the catalogue as a project of its country asks it', () => {
  const state = field('State', 'select', 'State', 'Estado', 'states');
  const zip = field('ZipCode', 'text', 'ZIP code', 'Código postal');
  const wage = field(
    'HourlyWageRate',
    'number',
    'Hourly wage rate (USD)',
    'Salario por hora (USD)',
  );

  it('keeps the US fields on a US site (and its territories)', () => {
    expect(fieldForCountry(state, 'US')).toEqual(state);
    expect(fieldForCountry(state, 'PR')).toEqual(state);
    expect(fieldForCountry(zip, 'US')).toEqual(zip);
    expect(fieldForCountry(wage, 'US')).toEqual(wage);
  });

  it('writes the region, names the postal code and pays in the country’s currency elsewhere', () => {
    expect(fieldForCountry(state, 'ES')).toEqual({
      ...state,
      InputType: 'text',
      InputsAs: null,
      DisplayNameEnglish: 'State, province or region',
      DisplayNameSpanish: 'Estado, provincia o región',
    });
    expect(fieldForCountry(zip, 'IE').DisplayNameEnglish).toBe('Postal code');
    expect(fieldForCountry(wage, 'ES')).toMatchObject({
      DisplayNameEnglish: 'Hourly wage rate (EUR)',
      DisplayNameSpanish: 'Salario por hora (EUR)',
    });
  });

  it('keeps a name the project gave the field', () => {
    const named = { ...state, DisplayNameEnglish: 'Province' };
    expect(fieldForCountry(named, 'ES').DisplayNameEnglish).toBe('Province');
  });
});
