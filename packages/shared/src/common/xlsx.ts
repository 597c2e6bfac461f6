import { strToU8, zipSync } from 'fflate';

// A minimal SpreadsheetML workbook (ECMA-376): one sheet, inline strings (no shared-string
// table), three cell styles. Written by the web's grid export (loaded only when the user
// exports, see docs/decisions) and by the server's report files; not in the package index, so
// nothing loads it on a first load.

/** A cell: text, a number, a wall-clock date (its UTC fields), a boolean, or empty. */
export type XlsxCellValue = string | number | Date | boolean | null | undefined;

/** The sheet: header texts and one array of cells per row. */
export interface XlsxTable {
  headers: readonly string[];
  rows: readonly (readonly XlsxCellValue[])[];
}

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Style indexes of styles.xml's cellXfs. */
const STYLE = { header: 1, date: 2, dateTime: 3 } as const;
// Excel's day 0 is 1899-12-30 (the 1900 leap-year bug included), 25569 days before 1970-01-01.
const EXCEL_EPOCH_OFFSET_DAYS = 25569;
const MS_PER_DAY = 86_400_000;

/** Excel's serial number of a wall-clock date (its UTC fields). */
export function excelSerial(date: Date): number {
  return date.getTime() / MS_PER_DAY + EXCEL_EPOCH_OFFSET_DAYS;
}

/** Text made safe for XML 1.0: escaped, and without the control characters XML forbids. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** One `<c>` element: numbers and dates typed, booleans as TRUE/FALSE, the rest inline text. */
export function xlsxCell(ref: string, value: XlsxCellValue, style?: number): string {
  const s = style === undefined ? '' : ` s="${style}"`;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  }
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"${s}><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) {
    if (!isValidDate(value)) return '';
    const withTime = value.getTime() % MS_PER_DAY !== 0;
    const dateStyle = withTime ? STYLE.dateTime : STYLE.date;
    return `<c r="${ref}" s="${dateStyle}"><v>${excelSerial(value)}</v></c>`;
  }
  // Inline strings are never formulas, so text needs no injection guard here.
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** A drop-down list on a column's data rows: the choices are a range of another sheet. */
export interface XlsxListValidation {
  /** 0-based column. */
  column: number;
  /** e.g. `Lists!$A$2:$A$9` */
  range: string;
}

/** One sheet of a workbook, with what a template needs beyond a table. */
export interface XlsxSheet {
  name: string;
  table: XlsxTable;
  hidden?: boolean;
  /** Rows the drop-downs and column formats reach (header excluded); default the table's rows. */
  templateRows?: number;
  lists?: readonly XlsxListValidation[];
  /** Columns (0-based) whose cells are dates: typed in, they take the date format. */
  dateColumns?: readonly number[];
}

function sheetXml(sheet: XlsxSheet): string {
  const { table } = sheet;
  const row = (cells: readonly XlsxCellValue[], index: number, style?: number) =>
    `<row r="${index + 1}">${cells.map((cell, column) => xlsxCell(`${columnName(column)}${index + 1}`, cell, style)).join('')}</row>`;
  const dates = new Set(sheet.dateColumns ?? []);
  const widths = table.headers.map((header, column) => {
    const longest = Math.max(
      header.length,
      ...table.rows.slice(0, 200).map((cells) => String(cells[column] ?? '').length),
    );
    const style = dates.has(column) ? ` style="${STYLE.date}"` : '';
    return `<col min="${column + 1}" max="${column + 1}" width="${Math.min(60, Math.max(10, longest + 2))}"${style} customWidth="1"/>`;
  });
  const lastRow = 1 + Math.max(sheet.templateRows ?? 0, table.rows.length, 1);
  const lists = (sheet.lists ?? []).map(
    ({ column, range }) =>
      `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${columnName(column)}2:${columnName(column)}${lastRow}"><formula1>${xmlText(range)}</formula1></dataValidation>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (widths.length > 0 ? `<cols>${widths.join('')}</cols>` : '') +
    `<sheetData>${row(table.headers, 0, STYLE.header)}${table.rows.map((cells, index) => row(cells, index + 1)).join('')}</sheetData>` +
    (lists.length > 0
      ? `<dataValidations count="${lists.length}">${lists.join('')}</dataValidations>`
      : '') +
    '</worksheet>'
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const contentTypes = (sheets: number) =>
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
// rId1 is the styles, rId2… the sheets in order.
const workbookRels = (sheets: number) =>
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  '</Relationships>';
// cellXfs: 0 default, 1 bold header, 2 date (built-in format 14), 3 date and time (custom 164).
const STYLES =
  XML_HEAD +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="mm/dd/yyyy hh:mm AM/PM"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '</styleSheet>';

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** The .xlsx file's bytes: one sheet. */
export function toXlsx(table: XlsxTable, name: string): Uint8Array {
  return toXlsxWorkbook([{ name, table }]);
}

/** The .xlsx file's bytes: sheets in order (the first one visible and active). */
export function toXlsxWorkbook(sheets: readonly XlsxSheet[]): Uint8Array {
  const workbook =
    XML_HEAD +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets>${sheets
      .map(
        (sheet, i) =>
          `<sheet name="${xmlText(sheetName(sheet.name))}" sheetId="${i + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${i + 2}"/>`,
      )
      .join('')}</sheets></workbook>`;
  // Flat paths: no directory entries, as Excel itself writes the package.
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes(sheets.length)),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(workbookRels(sheets.length)),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  return zipSync(files);
}
