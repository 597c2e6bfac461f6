import { deflateRawSync } from 'node:zlib';

// Test-only: ZIP and .xlsx files built by hand, so the upload is tested with the real format and
// with hostile variants of it (sizes that lie, a document type, too many entries).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = (CRC_TABLE[(crc ^ b) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** A false uncompressed size written into the headers (a zip bomb's lie). */
  statedSize?: number;
}

export function zip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8');
    const compressed = deflateRawSync(data);
    const name = Buffer.from(part.name, 'utf8');
    const size = part.statedSize ?? data.length;
    // The reader does not check checksums; a big part skips the slow one here.
    const crc = data.length > 1024 * 1024 ? 0 : crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The parts of a one-sheet workbook; text cells as shared strings, numbers as numbers. */
export function xlsxParts(rows: readonly (readonly (string | number | null)[])[]): ZipPart[] {
  const shared: string[] = [];
  const sheetRows = rows.map((cells, r) => {
    const xml = cells
      .map((cell, c) => {
        const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
        if (cell === null) return '';
        if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
        shared.push(cell);
        return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
      })
      .join('');
    return `<row r="${r + 1}">${xml}</row>`;
  });
  return [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns:r="r"><sheets><sheet name="Plan" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/sharedStrings.xml',
      data: `<sst>${shared.map((s) => `<si><t>${escape(s)}</t></si>`).join('')}</sst>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    },
  ];
}

export function xlsx(rows: readonly (readonly (string | number | null)[])[]): Buffer {
  return zip(xlsxParts(rows));
}
