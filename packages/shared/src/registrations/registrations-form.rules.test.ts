import { describe, expect, it } from 'vitest';
import type { RegistrationField } from './registrations-fields.schemas.ts';
import { registrationValuesSchema } from './registrations-form.rules.ts';

const birthDate: RegistrationField = {
  RegistrationFieldId: 3,
  FieldName: 'BirthDate',
  InputType: 'date',
  InputJson: null,
  InputsAs: null,
  DisplayNameEnglish: 'Date of birth',
  DisplayNameSpanish: 'Fecha de nacimiento',
  HelperTextEnglish: null,
  HelperTextSpanish: null,
  ProfileSectionName: 'Profile',
  ProfileSubSectionName: null,
  PermissionConst: null,
  AdvancedGridMappingFieldName: null,
  IsRequired: false,
  IncludeInSelfServiceRegistration: true,
  SortOrder: 1,
};

describe('registrationValuesSchema, dates', () => {
  it('takes a real day and refuses one that only parses (February 31st rolls over)', () => {
    const schema = registrationValuesSchema([birthDate], { country: 'US' });
    expect(schema.safeParse({ BirthDate: '1988-02-29' }).success).toBe(true);
    expect(schema.safeParse({ BirthDate: '1987-02-29' }).success).toBe(false);
    const refused = schema.safeParse({ BirthDate: '1988-02-31' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Date of birth “02/31/1988” is not a date: write it as MM/DD/YYYY.',
    ]);
    expect(schema.safeParse({ BirthDate: 'next June' }).error?.issues[0]?.message).toBe(
      'Date of birth “next June” is not a date: write it as MM/DD/YYYY.',
    );
  });
});

describe('registrationValuesSchema, in Spanish', () => {
  it('says what is wrong in Spanish, with the field’s Spanish name', () => {
    const schema = registrationValuesSchema([{ ...birthDate, IsRequired: true }], {
      country: 'US',
      language: 'spanish',
    });
    expect(schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'Fecha de nacimiento es obligatorio.',
    ]);
    expect(schema.safeParse({ BirthDate: '1988-02-31' }).error?.issues[0]?.message).toBe(
      'Fecha de nacimiento “02/31/1988” no es una fecha: escríbala como MM/DD/AAAA.',
    );
  });
});

describe('registrationValuesSchema, phones', () => {
  const phone = (FieldName: string): RegistrationField => ({
    ...birthDate,
    FieldName,
    InputType: 'phone',
    DisplayNameEnglish: 'Mobile phone',
    DisplayNameSpanish: 'Teléfono móvil',
  });
  const code: RegistrationField = {
    ...birthDate,
    FieldName: 'EmergencyContact.CountryCode',
    InputType: 'select',
    InputsAs: 'countryCodes',
  };

  it('keeps E.164, read with the project country or the code chosen beside the number', () => {
    const schema = registrationValuesSchema(
      [phone('Telephone'), code, phone('EmergencyContact.PhoneNumber')],
      { country: 'ES' },
    );
    expect(
      schema.parse({
        Telephone: '612 345 987',
        'EmergencyContact.CountryCode': '+1',
        'EmergencyContact.PhoneNumber': '(718) 555-0177',
      }),
    ).toEqual({
      Telephone: '+34612345987',
      'EmergencyContact.CountryCode': '+1',
      'EmergencyContact.PhoneNumber': '+17185550177',
    });
  });

  it('refuses a number no one could dial where it is typed, naming it, in the form language', () => {
    const schema = registrationValuesSchema([phone('Telephone')], {
      country: 'ES',
      language: 'spanish',
    });
    expect(schema.safeParse({ Telephone: '612 34' }).error?.issues[0]?.message).toBe(
      'Teléfono móvil: "612 34" no es un número de teléfono: escríbalo como se marca en España o con su prefijo de país (+34 …).',
    );
  });
});
