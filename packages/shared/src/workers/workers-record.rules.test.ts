import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '../registrations/registrations-fields.schemas.ts';
import {
  availableWorkerTabs,
  certificationStatus,
  resolveWorkerTab,
  workerValuesSchema,
} from './workers-record.rules.ts';

describe('the worker record tabs', () => {
  it('are those whose permission the user holds, in the spec order', () => {
    expect(availableWorkerTabs(['WorkerChangelog', 'WorkerProfile', 'WorkerNotes'], false)).toEqual(
      ['profile', 'notes', 'changelog'],
    );
  });

  it('are all of them for a provider employee, but only the built ones', () => {
    expect(availableWorkerTabs([], true)).toHaveLength(12);
    expect(availableWorkerTabs([], true, ['changelog', 'profile'])).toEqual([
      'profile',
      'changelog',
    ]);
    expect(availableWorkerTabs(['WorkerTags'], false, ['profile'])).toEqual([]);
  });

  it('open the first available when the asked one is not', () => {
    expect(resolveWorkerTab('health', ['profile', 'notes'])).toBe('profile');
    expect(resolveWorkerTab('notes', ['profile', 'notes'])).toBe('notes');
    expect(resolveWorkerTab('nonsense', ['changelog'])).toBe('changelog');
    expect(resolveWorkerTab('profile', [])).toBeNull();
  });
});

describe('a certification', () => {
  it('is expired before today, expiring within 30 days, else valid', () => {
    expect(certificationStatus('2026-11-22', '2026-11-23')).toBe('expired');
    expect(certificationStatus('2026-11-23', '2026-11-23')).toBe('expiring');
    expect(certificationStatus('2026-12-23', '2026-11-23')).toBe('expiring');
    expect(certificationStatus('2026-12-24', '2026-11-23')).toBe('valid');
    expect(certificationStatus(null, '2026-11-23')).toBe('valid');
  });
});

const field = (
  FieldName: string,
  InputType: RegistrationField['InputType'],
  more: Partial<RegistrationField> = {},
) => ({ FieldName, InputType, InputJson: null, InputsAs: null, IsRequired: false, ...more });

describe('the profile save schema built from the field definitions', () => {
  const schema = workerValuesSchema(
    [
      field('FirstName', 'text'),
      field('Telephone', 'phone'),
      field('BirthDate', 'date'),
      field('State', 'select', { InputsAs: 'states' }),
      field('NewHire', 'radio', {
        InputJson: {
          options: [
            { value: true, english: 'Yes', spanish: 'Sí' },
            { value: false, english: 'No', spanish: 'No' },
          ],
        },
      }),
      field('HourlyWageRate', 'number'),
      field('Email', 'email'),
      field('EmergencyContact.CountryCode', 'select', { InputsAs: 'countryCodes' }),
      field('EmergencyContact.PhoneNumber', 'phone'),
    ],
    'US',
  );

  it('takes valid values and empties optional ones', () => {
    expect(
      schema.parse({
        Telephone: '(555) 010-0200',
        BirthDate: '1990-02-28',
        State: 'TX',
        NewHire: false,
        HourlyWageRate: 41.5,
        Email: '',
      }),
    ).toEqual({
      Telephone: '+15550100200',
      BirthDate: '1990-02-28',
      State: 'TX',
      NewHire: false,
      HourlyWageRate: 41.5,
      Email: null,
    });
  });

  it('reads phones with the project country, or the calling code saved beside them', () => {
    const spanish = workerValuesSchema([field('Telephone', 'phone')], 'ES');
    expect(spanish.parse({ Telephone: '612 345 987' })).toEqual({ Telephone: '+34612345987' });
    expect(spanish.parse({ Telephone: '+1 212 555 0199' })).toEqual({
      Telephone: '+12125550199',
    });
    expect(
      schema.parse({
        'EmergencyContact.CountryCode': '+353',
        'EmergencyContact.PhoneNumber': '087 123 4567',
      }),
    ).toEqual({
      'EmergencyContact.CountryCode': '+353',
      'EmergencyContact.PhoneNumber': '+353871234567',
    });
    const refused = spanish.safeParse({ Telephone: '612 345' });
    expect(refused.error?.issues[0]?.message).toBe(
      '"612 345" is not a phone number: write it as dialled in Spain or with its country code (+34 …).',
    );
  });

  it('refuses bad values, unknown fields and an empty required name', () => {
    for (const bad of [
      { Telephone: 'call me' },
      { Telephone: '612 345 987' },
      { BirthDate: '1990-02-30' },
      { State: 'XX' },
      { NewHire: 'maybe' },
      { HourlyWageRate: '12' },
      { Email: 'not-an-email' },
      { FirstName: '' },
      { FirstName: null },
      { Unknown: 'x' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
