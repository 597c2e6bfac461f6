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
    const schema = registrationValuesSchema([birthDate]);
    expect(schema.safeParse({ BirthDate: '1988-02-29' }).success).toBe(true);
    expect(schema.safeParse({ BirthDate: '1987-02-29' }).success).toBe(false);
    const refused = schema.safeParse({ BirthDate: '1988-02-31' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['Date of birth is not valid.']);
  });
});

describe('registrationValuesSchema, in Spanish', () => {
  it('says what is wrong in Spanish, with the field’s Spanish name', () => {
    const schema = registrationValuesSchema([{ ...birthDate, IsRequired: true }], 'spanish');
    expect(schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'Fecha de nacimiento es obligatorio.',
    ]);
    expect(schema.safeParse({ BirthDate: '1988-02-31' }).error?.issues[0]?.message).toBe(
      'Fecha de nacimiento no es válido.',
    );
  });
});
