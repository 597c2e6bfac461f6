import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { csvField, toCsv } from './data-grid-csv.ts';
import { columnName, excelSerial, sheetName, toXlsx, xlsxCell, xmlText } from './data-grid-xlsx.ts';

describe('CSV export', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = toCsv({ headers: ['Name', 'Hours'], rows: [['Añá', 7.5]] });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,Hours\r\nAñá,7.5\r\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('makes text that a spreadsheet would run as a formula plain text', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('writes numbers as numbers (a negative number is not a formula) and empties as nothing', () => {
    expect(csvField(-2.5)).toBe('-2.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('writes a wall-clock date from its UTC fields', () => {
    expect(csvField(new Date(Date.UTC(2026, 10, 23)))).toBe('2026-11-23');
    expect(csvField(new Date(Date.UTC(2026, 10, 23, 7, 5)))).toBe('2026-11-23 07:05');
  });
});

describe('xlsx export', () => {
  it('types numbers, dates, booleans and text', () => {
    expect(xlsxCell('A1', 7.5)).toBe('<c r="A1"><v>7.5</v></c>');
    expect(xlsxCell('B1', true)).toBe('<c r="B1" t="b"><v>1</v></c>');
    expect(xlsxCell('C1', new Date(Date.UTC(2026, 0, 1)))).toBe('<c r="C1" s="2"><v>46023</v></c>');
    expect(xlsxCell('D1', new Date(Date.UTC(2026, 0, 1, 12)))).toBe(
      '<c r="D1" s="3"><v>46023.5</v></c>',
    );
    expect(xlsxCell('E1', '=1+1 & <b>')).toBe(
      '<c r="E1" t="inlineStr"><is><t xml:space="preserve">=1+1 &amp; &lt;b&gt;</t></is></c>',
    );
    expect(xlsxCell('F1', null)).toBe('');
    expect(xlsxCell('G1', Number.POSITIVE_INFINITY)).toBe('');
  });

  it('counts Excel serials from 1899-12-30 and names columns A, Z, AA', () => {
    expect(excelSerial(new Date(Date.UTC(1970, 0, 1)))).toBe(25569);
    expect(columnName(0)).toBe('A');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(701)).toBe('ZZ');
    expect(columnName(702)).toBe('AAA');
  });

  it('drops characters XML cannot hold and keeps sheet names legal', () => {
    expect(xmlText('a\u0001b\u000bc"')).toBe('abc&quot;');
    expect(sheetName('Reports: 2026/11 [draft]')).toBe('Reports  2026 11  draft');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });

  it('writes a workbook a spreadsheet opens: the parts, the typed header and rows', () => {
    const bytes = toXlsx(
      { headers: ['Name', 'Hours', 'Day'], rows: [['Ana', 7.5, new Date(Date.UTC(2026, 0, 1))]] },
      'Timesheets',
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toContain(
      '<row r="1"><c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Name</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>7.5</v></c><c r="C2" s="2"><v>46023</v></c>');
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="Timesheets"');
  });
});
