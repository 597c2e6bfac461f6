import { REGISTRATION_IMPORT_COLUMNS, type RegistrationField } from '@siteline/shared';
import { columnName, toXlsxWorkbook, type XlsxListValidation } from '@siteline/shared/common/xlsx';
import { US_STATES, fieldOptionValues } from '@siteline/shared';
import { optionLabel } from './registrations-import-cells.ts';
import type { ImportContract } from './registrations-import-rows.ts';

/** Rows of the template the drop-downs and date formats reach. */
const TEMPLATE_ROWS = 5_000;

/** A choice field's drop-down texts, as the reader takes them back. */
function choices(field: RegistrationField): string[] {
  if (field.InputsAs === 'states') return US_STATES.map((s) => s.name);
  return fieldOptionValues(field).map((value) => optionLabel(field, value));
}

/**
 * The import template (issue 14): one column per field the caller may fill in, in the project's
 * order, after Company and Contract; a required field's header ends with " *"; choice columns
 * are drop-downs fed by a hidden Lists sheet (an inline list is capped at 255 characters), date
 * columns take the date format. The reader matches the headers back by name, so columns may be
 * moved or left out (all but the required ones).
 */
export function importTemplate(
  fields: readonly RegistrationField[],
  contracts: readonly ImportContract[],
  /** The tag types' names, for the Tag type column's drop-down. */
  tagTypes: readonly string[] = [],
): Uint8Array {
  const companies = [
    ...new Set(contracts.flatMap((c) => (c.companyName === null ? [] : [c.companyName]))),
  ].sort((a, b) => a.localeCompare(b, 'en'));
  // Contracts of the companies the desk lists (spec 000 §5: no empty or '#' names).
  const contractNames = contracts.flatMap((c) => (c.companyName === null ? [] : [c.displayName]));
  const listColumns: { header: string; values: string[] }[] = [
    { header: REGISTRATION_IMPORT_COLUMNS.company, values: companies },
    { header: REGISTRATION_IMPORT_COLUMNS.contract, values: contractNames },
  ];
  const lists: XlsxListValidation[] = [];
  const listRange = (index: number, length: number) =>
    `Lists!$${columnName(index)}$2:$${columnName(index)}$${Math.max(2, length + 1)}`;
  lists.push({ column: 0, range: listRange(0, companies.length) });
  lists.push({ column: 1, range: listRange(1, contractNames.length) });

  const headers: string[] = [
    REGISTRATION_IMPORT_COLUMNS.company,
    REGISTRATION_IMPORT_COLUMNS.contract,
  ];
  const dateColumns: number[] = [];
  fields.forEach((field, index) => {
    const column = index + 2;
    headers.push(`${field.DisplayNameEnglish}${field.IsRequired ? ' *' : ''}`);
    if (field.InputType === 'date') dateColumns.push(column);
    // radio-other takes free text too, so it gets no list that would refuse it.
    if (field.InputType === 'radio' || field.InputType === 'select') {
      const values = choices(field);
      if (values.length === 0) return;
      lists.push({ column, range: listRange(listColumns.length, values.length) });
      listColumns.push({ header: field.DisplayNameEnglish, values });
    }
  });

  // The badge each worker gets on import (optional), after the fields.
  headers.push(REGISTRATION_IMPORT_COLUMNS.tag, REGISTRATION_IMPORT_COLUMNS.tagType);
  if (tagTypes.length > 0) {
    lists.push({
      column: headers.length - 1,
      range: listRange(listColumns.length, tagTypes.length),
    });
    listColumns.push({ header: REGISTRATION_IMPORT_COLUMNS.tagType, values: [...tagTypes] });
  }

  const longest = Math.max(0, ...listColumns.map((c) => c.values.length));
  const listRows = Array.from({ length: longest }, (_, row) =>
    listColumns.map((c) => c.values[row] ?? null),
  );
  return toXlsxWorkbook([
    {
      name: 'Workers',
      table: { headers, rows: [] },
      templateRows: TEMPLATE_ROWS,
      lists,
      dateColumns,
    },
    {
      name: 'Lists',
      hidden: true,
      table: { headers: listColumns.map((c) => c.header), rows: listRows },
    },
  ]);
}
