import {
  REGISTRATION_IMPORT_COLUMNS,
  REGISTRATION_IMPORT_MESSAGES as M,
  registrationValuesSchema,
  type RegistrationField,
} from '@siteline/shared';
import { columnName } from '@siteline/shared/common/xlsx';
import type { SheetRow } from '../../lib/sheet-file.ts';
import { cellValue, normalise } from './registrations-import-cells.ts';

/**
 * Stage two of the import (spec 000 §4): the rows of an uploaded sheet read against the
 * project's fields, contracts and people. Pure: the service reads the file and the database and
 * stores what this answers. A row is an error (ImportStatus 1) with every reason found, pending
 * when only its contract is unknown, valid otherwise; nothing of an error row is ever written.
 */

/** A contract the caller may register to, with its company. */
export interface ImportContract {
  contractId: number;
  displayName: string;
  companyId: number | null;
  companyName: string | null;
}

/** Someone already on the project, for the duplicate check. */
export interface ImportPerson {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  phoneDigits: string | null;
}

/** A badge already held on the project today, by whom (for the Tag column's check). */
export interface ImportHeldTag {
  tag: string;
  holder: string;
}

export interface ImportContext {
  fields: readonly RegistrationField[];
  /** The project's country: a phone without its country code is read as dialled there. */
  country: string;
  contracts: readonly ImportContract[];
  people: readonly ImportPerson[];
  /** The tag types a badge may be (tag_types), by name. */
  tagTypes?: readonly { id: number; name: string }[];
  /** Badges held by someone today. */
  heldTags?: readonly ImportHeldTag[];
}

export interface ImportRow {
  rowNumber: number;
  firstName: string;
  lastName: string;
  companyName: string;
  companyId: number | null;
  /** Null while pending a contract. */
  contractId: number | null;
  errors: string[];
  /** The values as the desk's registration takes them (checked). */
  values: Record<string, string | boolean>;
  /** The badge to hand out on import, and its type (the BLE badge when the file names none). */
  tag: string | null;
  tagTypeId: number | null;
}

export type ImportSheet =
  { kind: 'rows'; rows: ImportRow[] } | { kind: 'fileError'; message: string };

interface Columns {
  company: number;
  contract: number | null;
  tag: number | null;
  tagType: number | null;
  fields: { field: RegistrationField; column: number }[];
  header: string[];
}

function mapColumns(header: SheetRow, fields: readonly RegistrationField[]): Columns | string {
  const names = header.cells.map(normalise);
  const find = (...texts: string[]) => {
    const wanted = texts.map(normalise);
    const index = names.findIndex((n) => wanted.includes(n));
    return index < 0 ? null : index;
  };
  const company = find(REGISTRATION_IMPORT_COLUMNS.company, 'Compañía', 'Empresa');
  if (company === null) return M.companyColumn;
  const contract = find(REGISTRATION_IMPORT_COLUMNS.contract, 'Contrato');
  const tag = find(REGISTRATION_IMPORT_COLUMNS.tag, 'Etiqueta', 'Credencial', 'Badge');
  const tagType = find(REGISTRATION_IMPORT_COLUMNS.tagType, 'Tipo de etiqueta', 'Badge type');
  const mapped: Columns['fields'] = [];
  for (const field of fields) {
    const column = find(field.DisplayNameEnglish, field.DisplayNameSpanish, field.FieldName);
    if (column === null) {
      if (field.IsRequired) return `${M.missingColumn} ${field.DisplayNameEnglish}.`;
      continue;
    }
    mapped.push({ field, column });
  }
  return { company, contract, tag, tagType, fields: mapped, header: header.cells };
}

function contractOf(
  row: { company: string; contract: string },
  contracts: readonly ImportContract[],
): { companyId: number | null; contractId: number | null; error?: string } {
  const company = normalise(row.company);
  const contract = normalise(row.contract);
  const ofCompany =
    company === ''
      ? contracts
      : contracts.filter((c) => c.companyName !== null && normalise(c.companyName) === company);
  if (company === '' && contract === '')
    return { companyId: null, contractId: null, error: M.companyMissing };
  // A company no contract of the project is under: pending, the user picks the contract.
  if (ofCompany.length === 0) return { companyId: null, contractId: null };
  const companyId = company === '' ? null : (ofCompany[0]?.companyId ?? null);
  if (contract !== '') {
    const named = ofCompany.filter((c) => normalise(c.displayName) === contract);
    if (named.length === 1) {
      return { companyId: named[0]!.companyId, contractId: named[0]!.contractId };
    }
    return { companyId, contractId: null, error: M.contractNotOfCompany };
  }
  if (ofCompany.length === 1) return { companyId, contractId: ofCompany[0]!.contractId };
  // The company has several contracts and the file names none: pending.
  return { companyId, contractId: null };
}

const personKey = (first: string, last: string, birthDate: string) =>
  `${normalise(first)}\u0000${normalise(last)}\u0000${birthDate}`;
const digitsOf = (phone: unknown) => (typeof phone === 'string' ? phone.replace(/\D/g, '') : '');

/** Reads the sheet's rows (the first is the header) into import rows, or says why the file fails. */
export function readImportRows(sheet: readonly SheetRow[], context: ImportContext): ImportSheet {
  const [header, ...body] = sheet;
  if (!header) return { kind: 'fileError', message: M.noRows };
  const columns = mapColumns(header, context.fields);
  if (typeof columns === 'string') return { kind: 'fileError', message: columns };
  const schema = registrationValuesSchema(
    columns.fields.map((c) => c.field),
    { country: context.country },
  );

  const known = new Set<string>();
  const knownPhones = new Set<string>();
  for (const person of context.people) {
    if (person.birthDate) known.add(personKey(person.firstName, person.lastName, person.birthDate));
    if (person.phoneDigits && person.phoneDigits.length >= 7) knownPhones.add(person.phoneDigits);
  }
  const seen = new Map<string, number>();
  const tagTypes = new Map((context.tagTypes ?? []).map((t) => [normalise(t.name), t.id]));
  const held = new Map((context.heldTags ?? []).map((h) => [normalise(h.tag), h.holder]));
  const tagRows = new Map<string, number>();

  const rows: ImportRow[] = [];
  for (const line of body) {
    if (line.cells.every((cell) => cell.trim() === '')) continue;
    const errors: string[] = [];
    const raw: Record<string, string | boolean> = {};
    for (const { field, column } of columns.fields) {
      if (line.formula[column]) {
        errors.push(
          `${field.DisplayNameEnglish} (cell ${columnName(column)}${line.row}) ${M.formula}`,
        );
        continue;
      }
      const value = cellValue(field, line.cells[column] ?? '', line.numeric[column] ?? false);
      if (value !== '') raw[field.FieldName] = value;
    }
    for (const [label, column] of [
      [REGISTRATION_IMPORT_COLUMNS.company, columns.company],
      [REGISTRATION_IMPORT_COLUMNS.contract, columns.contract],
    ] as const) {
      if (column !== null && line.formula[column]) {
        errors.push(`${label} (cell ${columnName(column)}${line.row}) ${M.formula}`);
      }
    }
    const parsed = schema.safeParse(raw);
    const values = parsed.success ? parsed.data : {};
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message));

    const companyName = (line.cells[columns.company] ?? '').trim();
    const contractName =
      columns.contract === null ? '' : (line.cells[columns.contract] ?? '').trim();
    const placed = contractOf({ company: companyName, contract: contractName }, context.contracts);
    if (placed.error) errors.push(placed.error);

    const firstName = String(values.FirstName ?? raw.FirstName ?? '').trim();
    const lastName = String(values.LastName ?? raw.LastName ?? '').trim();
    const birthDate = typeof values.BirthDate === 'string' ? values.BirthDate : '';
    const phone = digitsOf(values.Telephone);
    if (parsed.success) {
      const keys = [
        ...(birthDate ? [`p:${personKey(firstName, lastName, birthDate)}`] : []),
        ...(phone.length >= 7 ? [`t:${phone}`] : []),
      ];
      const earlier = keys.map((key) => seen.get(key)).find((n) => n !== undefined);
      if (earlier !== undefined) errors.push(`${M.duplicateInFile} ${earlier}.`);
      else if (
        (birthDate && known.has(personKey(firstName, lastName, birthDate))) ||
        (phone.length >= 7 && knownPhones.has(phone))
      ) {
        errors.push(`${firstName} ${lastName} ${M.alreadyRegistered}`);
      }
      for (const key of keys) if (!seen.has(key)) seen.set(key, line.row);
    }
    // The badge: checked like every other column — a known type, free today, once in the file.
    const tagText = columns.tag === null ? '' : (line.cells[columns.tag] ?? '').trim();
    const typeText = columns.tagType === null ? '' : (line.cells[columns.tagType] ?? '').trim();
    let tagTypeId: number | null = null;
    if (typeText !== '') {
      tagTypeId = tagTypes.get(normalise(typeText)) ?? null;
      if (tagTypeId === null) errors.push(`${typeText} ${M.tagTypeUnknown}`);
    }
    if (tagText === '' && typeText !== '') errors.push(M.tagTypeWithoutTag);
    if (tagText !== '') {
      const key = normalise(tagText);
      const earlierRow = tagRows.get(key);
      if (earlierRow !== undefined) errors.push(`${M.tagTwice} ${earlierRow}.`);
      else tagRows.set(key, line.row);
      const holder = held.get(key);
      if (holder !== undefined) errors.push(`Tag ${tagText} ${M.tagHeldBy} ${holder}.`);
    }
    // A company the project does not know is "pending" (the user picks its contract) — but a
    // row refused for something else must say it too, or fixing one problem shows the next.
    if (errors.length > 0 && companyName !== '' && placed.companyId === null && !placed.error) {
      errors.push(`${companyName} ${M.companyUnknown}`);
    }

    rows.push({
      rowNumber: line.row,
      firstName,
      lastName,
      companyName,
      companyId: placed.companyId,
      contractId: placed.contractId,
      errors,
      values,
      tag: tagText === '' ? null : tagText,
      tagTypeId,
    });
  }
  if (rows.length === 0) return { kind: 'fileError', message: M.noRows };
  return { kind: 'rows', rows };
}
