import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { columnName, excelSerial, sheetName, xmlText } from '@siteline/shared/common/xlsx';

/**
 * Report files written as they are read (docs/domain.md "Reports"): an .xlsx whose sheet is
 * deflated row batch by row batch into a streaming zip, or a CSV, so a file of 450,000 rows never
 * sits whole in memory. The .xlsx has a header block (what the report is, its range and filters,
 * when it was made), then the table: a bold header row frozen under the block, an auto filter,
 * typed cells (dates as dates, hours as numbers shown with two decimals) and widths from the
 * columns. The CSV is UTF-8 with a BOM (Excel reads the accents right) and one header row; a text
 * cell that a spreadsheet would take for a formula is written with a leading apostrophe.
 */

export type ReportColumnKind = 'text' | 'int' | 'hours' | 'percent' | 'date' | 'datetime';
export interface ReportColumn {
  header: string;
  kind: ReportColumnKind;
  /** Characters; default from the header and the kind. */
  width?: number;
}
/** A cell: text, a number, a date 'YYYY-MM-DD' or a wall-clock time 'YYYY-MM-DDTHH:mm:ss'. */
export type ReportCell = string | number | null;

export interface ReportFileMeta {
  /** The report's name: the sheet's name and the block's first line. */
  title: string;
  /** The block's lines under the title: [label, value]. */
  lines: readonly (readonly [string, string])[];
}

/** Receives the file's bytes in order; resolves when the reader wants more. */
export type ByteSink = (bytes: Uint8Array) => Promise<void>;

export interface ReportFileWriter {
  rows(batch: readonly (readonly ReportCell[])[]): Promise<void>;
  end(): Promise<void>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
// cellXfs: 0 default, 1 bold, 2 date, 3 date and time, 4 hours (0.00), 5 percent (0.0).
const STYLE = { bold: 1, date: 2, dateTime: 3, hours: 4, percent: 5 } as const;
const STYLES =
  XML_HEAD +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="mm/dd/yyyy hh:mm AM/PM"/><numFmt numFmtId="165" formatCode="0.0"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '</styleSheet>';
const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const WORKBOOK_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function textCell(ref: string, text: string, style?: number): string {
  const s = style === undefined ? '' : ` s="${style}"`;
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

function typedCell(ref: string, value: ReportCell, kind: ReportColumnKind): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const style =
      kind === 'hours' ? ` s="${STYLE.hours}"` : kind === 'percent' ? ` s="${STYLE.percent}"` : '';
    return `<c r="${ref}"${style}><v>${value}</v></c>`;
  }
  if (kind === 'date' && DATE.test(value)) {
    return `<c r="${ref}" s="${STYLE.date}"><v>${excelSerial(new Date(`${value}T00:00:00Z`))}</v></c>`;
  }
  if (kind === 'datetime' && DATE_TIME.test(value)) {
    const serial = excelSerial(new Date(`${value.length === 16 ? `${value}:00` : value}Z`));
    return `<c r="${ref}" s="${STYLE.dateTime}"><v>${serial}</v></c>`;
  }
  return textCell(ref, value);
}

function defaultWidth(column: ReportColumn): number {
  if (column.width !== undefined) return column.width;
  const byKind = { text: 18, int: 10, hours: 10, percent: 10, date: 12, datetime: 20 }[column.kind];
  return Math.min(50, Math.max(byKind, column.header.length + 2));
}

/** An .xlsx written to `sink` as rows arrive. */
export function xlsxWriter(
  meta: ReportFileMeta,
  columns: readonly ReportColumn[],
  sink: ByteSink,
): ReportFileWriter {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length > 0) await sink(pending.shift()!);
  };
  const stored = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  stored('[Content_Types].xml', CONTENT_TYPES);
  stored('_rels/.rels', ROOT_RELS);
  stored(
    'xl/workbook.xml',
    XML_HEAD +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets><sheet name="${xmlText(sheetName(meta.title))}" sheetId="1" r:id="rId2"/></sheets></workbook>`,
  );
  stored('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  stored('xl/styles.xml', STYLES);

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  // The block: the title, its lines, an empty row; then the table's header row.
  const headerRow = meta.lines.length + 3;
  const last = columnName(Math.max(columns.length, 1) - 1);
  const block = [
    `<row r="1">${textCell('A1', meta.title, STYLE.bold)}</row>`,
    ...meta.lines.map(
      ([label, value], i) =>
        `<row r="${i + 2}">${textCell(`A${i + 2}`, label, STYLE.bold)}${textCell(`B${i + 2}`, value)}</row>`,
    ),
  ].join('');
  const header = `<row r="${headerRow}">${columns
    .map((c, i) => textCell(`${columnName(i)}${headerRow}`, c.header, STYLE.bold))
    .join('')}</row>`;
  const cols = columns
    .map(
      (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${defaultWidth(c)}" customWidth="1"/>`,
    )
    .join('');
  sheet.push(
    strToU8(
      XML_HEAD +
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
        (cols ? `<cols>${cols}</cols>` : '') +
        `<sheetData>${block}${header}`,
    ),
  );
  let rowNumber = headerRow;

  return {
    async rows(batch) {
      let xml = '';
      for (const cells of batch) {
        rowNumber += 1;
        xml += `<row r="${rowNumber}">`;
        cells.forEach((value, i) => {
          xml += typedCell(`${columnName(i)}${rowNumber}`, value, columns[i]?.kind ?? 'text');
        });
        xml += '</row>';
      }
      sheet.push(strToU8(xml));
      await flush();
    },
    async end() {
      sheet.push(
        strToU8(
          `</sheetData><autoFilter ref="A${headerRow}:${last}${Math.max(rowNumber, headerRow)}"/></worksheet>`,
        ),
        true,
      );
      zip.end();
      await flush();
    },
  };
}

/** A text a spreadsheet would read as a formula (=, +, -, @, a tab or a return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** A CSV written to `sink` as rows arrive: UTF-8 with a BOM, CRLF lines, one header row. */
export function csvWriter(columns: readonly ReportColumn[], sink: ByteSink): ReportFileWriter {
  const encoder = new TextEncoder();
  const line = (cells: readonly ReportCell[]) => `${cells.map(csvField).join(',')}\r\n`;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    await sink(BOM);
    await sink(encoder.encode(line(columns.map((c) => c.header))));
  };
  return {
    async rows(batch) {
      await start();
      await sink(encoder.encode(batch.map(line).join('')));
    },
    async end() {
      await start();
    },
  };
}
