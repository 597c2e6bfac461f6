import { readZipParts, ZipError } from './zip-parts.ts';

/**
 * Tables uploaded as files (the workforce plan, registration imports): the first sheet of an
 * .xlsx or a CSV, read without trusting the file. The zip is read within limits (zip-parts.ts), a
 * document type declaration is refused (no entity can expand or reach outside the file), rows and
 * columns are capped, and formulas are never evaluated: a formula cell is marked so the caller
 * can refuse it.
 */

/** A table read from an uploaded file: each row with its row number as the user sees it. */
export interface SheetRow {
  row: number;
  cells: string[];
  /** Cells that were numbers in the workbook (an Excel date is a serial day number). */
  numeric: boolean[];
  /** Cells that hold a formula (their cached value is in `cells`). */
  formula: boolean[];
}

export interface SheetLimits {
  /** Data rows after the header. */
  rows: number;
  /** Columns read (A is 0); cells past the last are ignored. */
  columns: number;
}

export class SheetFileError extends Error {}

/** The rows of an .xlsx (its first sheet) or a CSV file, told apart by the bytes. */
export function readSheetFile(bytes: Buffer, limits: SheetLimits): SheetRow[] {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return readXlsx(bytes, limits);
  return readCsv(bytes, limits);
}

// --- CSV (RFC 4180; "," or ";" as the separator, told by the header line) -----------------------

function readCsv(bytes: Buffer, limits: SheetLimits): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SheetFileError('not UTF-8 text');
  }
  // eslint-disable-next-line no-control-regex -- a NUL means a binary file, not a CSV
  if (/\u0000/.test(text)) throw new SheetFileError('binary');
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(cell);
    const kept = cells.slice(0, limits.columns);
    rows.push({
      row: rowStart,
      cells: kept,
      numeric: kept.map(() => false),
      formula: kept.map(() => false),
    });
    if (rows.length > limits.rows + 1) throw new SheetFileError('too many rows');
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowStart = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

// --- xlsx: the first sheet, shared and inline strings, numbers -----------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** The text of every <t> of a string item (rich text runs joined; phonetic runs left out). */
function stringItemText(xml: string): string {
  const withoutPhonetic = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const m of withoutPhonetic.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += m[1] ?? '';
  return decodeXml(text);
}

function attribute(attrs: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
}

/** Column letters of a cell reference to a 0-based index: A1 → 0, AA7 → 26. */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function readXlsx(bytes: Buffer, limits: SheetLimits): SheetRow[] {
  let parts: Map<string, string>;
  try {
    parts = readZipParts(
      bytes,
      (name) =>
        name === 'xl/workbook.xml' ||
        name === 'xl/_rels/workbook.xml.rels' ||
        name === 'xl/sharedStrings.xml' ||
        /^xl\/worksheets\/[^/]+\.xml$/.test(name),
    );
  } catch (error) {
    if (error instanceof ZipError) throw new SheetFileError(error.message);
    throw error;
  }
  for (const xml of parts.values()) {
    // No document type, so no entity can expand (billion laughs) or reach outside the file.
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SheetFileError('a document type declaration');
  }
  const workbook = parts.get('xl/workbook.xml');
  const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
  if (!workbook) throw new SheetFileError('no workbook');
  const firstSheet = /<sheet\b([^>]*)\/?>/.exec(workbook)?.[1] ?? '';
  const relId = attribute(firstSheet, 'r:id');
  let target = 'worksheets/sheet1.xml';
  for (const m of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    if (attribute(m[1] ?? '', 'Id') === relId) target = attribute(m[1] ?? '', 'Target') ?? target;
  }
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const sheet = parts.get(path);
  if (!sheet) throw new SheetFileError('no first sheet');
  const shared = [
    ...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((m) => stringItemText(m[1] ?? ''));

  const rows: SheetRow[] = [];
  let nextRow = 1;
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(attribute(rowMatch[1] ?? '', 'r') ?? nextRow);
    nextRow = rowNumber + 1;
    const cells: string[] = [];
    const numeric: boolean[] = [];
    const formula: boolean[] = [];
    let nextColumn = 0;
    for (const c of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const body = c[2] ?? '';
      const ref = attribute(attrs, 'r');
      const column = ref ? columnIndex(ref) : nextColumn;
      nextColumn = column + 1;
      if (column < 0 || column >= limits.columns) continue;
      const type = attribute(attrs, 't');
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      let isNumber = false;
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = stringItemText(body);
      else if (type === 'str' || type === 'e') value = decodeXml(raw ?? '');
      else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE';
      else if (raw !== undefined) {
        value = raw;
        isNumber = true;
      }
      while (cells.length < column) {
        cells.push('');
        numeric.push(false);
        formula.push(false);
      }
      cells[column] = value;
      numeric[column] = isNumber;
      formula[column] = /<f\b/.test(body);
    }
    rows.push({ row: rowNumber, cells, numeric, formula });
    if (rows.length > limits.rows + 1) throw new SheetFileError('too many rows');
  }
  return rows;
}
