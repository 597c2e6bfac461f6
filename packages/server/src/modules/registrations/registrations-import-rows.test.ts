import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@siteline/shared';
import type { SheetRow } from '../../lib/sheet-file.ts';
import { normalise } from './registrations-import-cells.ts';
import { readImportRows, type ImportContext } from './registrations-import-rows.ts';

function field(
  FieldName: string,
  DisplayNameEnglish: string,
  more: Partial<RegistrationField> = {},
): RegistrationField {
  return {
    RegistrationFieldId: FieldName.length,
    FieldName,
    InputType: 'text',
    InputJson: null,
    InputsAs: null,
    DisplayNameEnglish,
    DisplayNameSpanish: `${DisplayNameEnglish} es`,
    HelperTextEnglish: null,
    HelperTextSpanish: null,
    ProfileSectionName: 'Profile',
    ProfileSubSectionName: null,
    PermissionConst: null,
    AdvancedGridMappingFieldName: null,
    IsRequired: false,
    IncludeInSelfServiceRegistration: true,
    SortOrder: 1,
    ...more,
  };
}

const CONTEXT: ImportContext = {
  country: 'US',
  fields: [
    field('FirstName', 'First name', { IsRequired: true, DisplayNameSpanish: 'Nombre' }),
    field('LastName', 'Last name', { IsRequired: true, DisplayNameSpanish: 'Apellido' }),
    field('BirthDate', 'Date of birth', { InputType: 'date' }),
    field('Ethnicity', 'Ethnicity', {
      InputType: 'radio-other',
      InputJson: {
        options: [
          { value: 'Hispanic', english: 'Hispanic or Latino', spanish: 'Hispano o latino' },
        ],
      },
    }),
    field('NewHire', 'New hire', {
      InputType: 'radio',
      InputJson: {
        options: [
          { value: true, english: 'Yes', spanish: 'Sí' },
          { value: false, english: 'No', spanish: 'No' },
        ],
      },
    }),
    field('State', 'State', { InputType: 'select', InputsAs: 'states' }),
  ],
  contracts: [
    { contractId: 1, displayName: 'Acme - Concrete', companyId: 10, companyName: 'Acme' },
    { contractId: 2, displayName: 'Acme - Formwork', companyId: 10, companyName: 'Acme' },
    { contractId: 3, displayName: 'Bolt - Electrical', companyId: 20, companyName: 'Bolt' },
  ],
  people: [],
};

const sheet = (header: string[], ...rows: (string | [string, 'n'])[][]): SheetRow[] => [
  { row: 1, cells: header, numeric: header.map(() => false), formula: header.map(() => false) },
  ...rows.map((cells, i) => ({
    row: i + 2,
    cells: cells.map((c) => (Array.isArray(c) ? c[0] : c)),
    numeric: cells.map((c) => Array.isArray(c)),
    formula: cells.map(() => false),
  })),
];

describe('readImportRows', () => {
  it('matches headers by English or Spanish name, whatever the case, stars and spaces', () => {
    expect(normalise('  Last   NAME * ')).toBe('last name');
    const read = readImportRows(
      sheet(
        ['empresa', 'NOMBRE *', 'apellido', 'Fecha de nacimiento'],
        ['Bolt', 'Ana', 'Ruiz', '1990-04-02'],
      ),
      {
        ...CONTEXT,
        fields: CONTEXT.fields.map((f) =>
          f.FieldName === 'BirthDate' ? { ...f, DisplayNameSpanish: 'Fecha de nacimiento' } : f,
        ),
      },
    );
    expect(read).toEqual({
      kind: 'rows',
      rows: [
        expect.objectContaining({
          firstName: 'Ana',
          lastName: 'Ruiz',
          contractId: 3,
          errors: [],
          values: { FirstName: 'Ana', LastName: 'Ruiz', BirthDate: '1990-04-02' },
        }),
      ],
    });
  });

  it('reads choices by label in either language, yes/no words, states by name, and radio-other free text', () => {
    const read = readImportRows(
      sheet(
        ['Company', 'First name', 'Last name', 'Ethnicity', 'New hire', 'State'],
        ['Bolt', 'Ana', 'Ruiz', 'hispano o latino', 'sí', 'new york'],
        ['Bolt', 'Ben', 'Cole', 'Basque', 'FALSE', 'NJ'],
      ),
      CONTEXT,
    );
    if (read.kind !== 'rows') throw new Error(read.message);
    expect(read.rows[0]?.values).toMatchObject({
      Ethnicity: 'Hispanic',
      NewHire: true,
      State: 'NY',
    });
    expect(read.rows[1]?.values).toMatchObject({
      Ethnicity: 'Basque',
      NewHire: false,
      State: 'NJ',
    });
  });

  it('reads a date cell (an Excel serial) and a US date; an impossible date is the row’s error', () => {
    const read = readImportRows(
      sheet(
        ['Company', 'First name', 'Last name', 'Date of birth'],
        ['Bolt', 'Ana', 'Ruiz', ['33056', 'n']],
        ['Bolt', 'Ben', 'Cole', '7/4/1988'],
        ['Bolt', 'Cy', 'Dunn', '02/31/1988'],
      ),
      CONTEXT,
    );
    if (read.kind !== 'rows') throw new Error(read.message);
    expect(read.rows.map((r) => r.values.BirthDate)).toEqual([
      '1990-07-02',
      '1988-07-04',
      undefined,
    ]);
    expect(read.rows[2]?.errors).toEqual([
      'Date of birth “02/31/1988” is not a date: write it as MM/DD/YYYY.',
    ]);
  });

  it('a company with several contracts waits for one unless the Contract column names it', () => {
    const read = readImportRows(
      sheet(
        ['Company', 'Contract', 'First name', 'Last name'],
        ['Acme', '', 'Ana', 'Ruiz'],
        ['acme', 'ACME - formwork', 'Ben', 'Cole'],
        ['Bolt', 'Acme - Formwork', 'Cy', 'Dunn'],
      ),
      CONTEXT,
    );
    if (read.kind !== 'rows') throw new Error(read.message);
    expect(read.rows.map((r) => [r.contractId, r.errors])).toEqual([
      [null, []],
      [2, []],
      [null, ['That contract is not one of the company’s.']],
    ]);
  });

  it('lists every problem of a row: a duplicate and a company the project does not know', () => {
    const read = readImportRows(
      sheet(
        ['Company', 'First name', 'Last name', 'Date of birth'],
        ['Acme', 'Ana', 'Ruiz', '1990-04-02'],
        ['Acmee', 'Ana', 'Ruiz', '1990-04-02'],
        ['Acmee', 'Ben', 'Cole', '1991-05-03'],
      ),
      CONTEXT,
    );
    if (read.kind !== 'rows') throw new Error(read.message);
    expect(read.rows.map((r) => r.errors)).toEqual([
      [],
      [
        'The same person is on row 2.',
        'Acmee has no contract on this project: check the spelling, or choose the contract.',
      ],
      // Only an unknown company: pending, its contract chosen in the next step.
      [],
    ]);
  });
});
