import { describe, expect, it } from 'vitest';
import type { RegistrationField, SelfRegistrationForm } from '@siteline/shared';
import {
  contractOf,
  detailErrors,
  stepsOf,
  submission,
  valuesOf,
} from './self-registration-state.ts';
import { TEXTS } from './self-registration-texts.ts';

const field = (FieldName: string, english: string, spanish: string, required = false) =>
  ({
    RegistrationFieldId: FieldName.length,
    FieldName,
    InputType: 'text',
    InputJson: null,
    InputsAs: null,
    DisplayNameEnglish: english,
    DisplayNameSpanish: spanish,
    HelperTextEnglish: null,
    HelperTextSpanish: null,
    ProfileSectionName: 'Profile',
    ProfileSubSectionName: 'Personal',
    PermissionConst: null,
    AdvancedGridMappingFieldName: null,
    IsRequired: required,
    IncludeInSelfServiceRegistration: true,
    SortOrder: 1,
  }) satisfies RegistrationField;

const form: SelfRegistrationForm = {
  ProjectTitle: 'Harbor Point',
  CountryCode: 'US',
  Fields: [
    field('FirstName', 'First name', 'Nombre', true),
    field('LastName', 'Last name', 'Apellido', true),
  ],
  Companies: [
    {
      CompanyId: 4,
      CompanyName: 'Acme',
      Contracts: [{ ContractId: 40, DisplayName: 'Acme - Concrete' }],
    },
    {
      CompanyId: 5,
      CompanyName: 'Bolt',
      Contracts: [
        { ContractId: 50, DisplayName: 'Bolt - Electrical' },
        { ContractId: 51, DisplayName: 'Bolt - Low Voltage' },
      ],
    },
  ],
  Documents: [{ RegistrationDocumentId: 9, DisplayName: 'Rules', FileUrl: '/x' }],
};
const draft = {
  language: 'spanish' as const,
  step: 5,
  companyId: 5,
  contractId: null,
  notListed: false,
  answers: { FirstName: { value: 'Lucía' }, LastName: { value: '' } },
  signatures: { 9: 'data:image/png;base64,iVBORw0KGgo=' },
};

describe('the self-registration draft', () => {
  it('asks for documents only when the project has some', () => {
    expect(stepsOf(form)).toEqual(['company', 'details', 'documents', 'photo', 'review']);
    expect(stepsOf({ ...form, Documents: [] })).not.toContain('documents');
  });

  it('needs a contract for a company with several, and takes the only one otherwise', () => {
    expect(contractOf(form, draft)).toBeUndefined();
    expect(contractOf(form, { ...draft, contractId: 51 })?.DisplayName).toBe('Bolt - Low Voltage');
    expect(contractOf(form, { ...draft, companyId: 4 })?.ContractId).toBe(40);
  });

  it('checks the details with the server’s rules, in the worker’s language', () => {
    expect(detailErrors(form, draft.answers, 'spanish')).toEqual({
      LastName: 'Apellido es obligatorio.',
    });
    expect(detailErrors(form, draft.answers, 'english')).toEqual({
      LastName: 'Last name is required.',
    });
  });

  it('sends the answers without blanks and the signatures without the data URL prefix', () => {
    expect(valuesOf(draft.answers)).toEqual({ FirstName: 'Lucía' });
    expect(submission(form, { ...draft, contractId: 50 }, null)).toEqual({
      Language: 'spanish',
      CompanyId: 5,
      ContractId: 50,
      Fields: { FirstName: 'Lucía' },
      Signatures: [{ RegistrationDocumentId: 9, SignaturePng: 'iVBORw0KGgo=' }],
      Photo: null,
    });
  });

  it('has every text in both languages, none empty', () => {
    for (const key of Object.keys(TEXTS.english) as (keyof typeof TEXTS.english)[]) {
      expect(TEXTS.spanish[key], key).not.toBe('');
      expect(TEXTS.english[key], key).not.toBe('');
    }
  });
});
