import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format (APPNOTE 6.3) to read the parts of an .xlsx, with the limits a
 * hostile upload needs before anything is inflated: the number of entries, each part's size and
 * the total are capped, and inflation itself stops at the cap (zlib's maxOutputLength), so a
 * part that lies about its size cannot expand past it (a zip bomb). ZIP64 and encryption are
 * refused. Only the named parts are inflated.
 */
export const ZIP_LIMITS = {
  entries: 2_000,
  partBytes: 32 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
};

export class ZipError extends Error {}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function entries(zip: Buffer): Map<string, Entry> {
  // End of central directory: its signature within the last 64 KiB + 22 bytes.
  const floor = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= floor; i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('no central directory');
  const count = zip.readUInt16LE(eocd + 10);
  const dirOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipError('ZIP64 is not supported');
  if (count > ZIP_LIMITS.entries) throw new ZipError('too many entries');
  const found = new Map<string, Entry>();
  let at = dirOffset;
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) {
      throw new ZipError('broken central directory');
    }
    const entry: Entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: '',
    };
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entry.name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entry.size > ZIP_LIMITS.partBytes) throw new ZipError('a part is too large');
    total += entry.size;
    if (total > ZIP_LIMITS.totalBytes) throw new ZipError('the parts are too large');
    found.set(entry.name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

/** The named parts' text (UTF-8), those present; every other part is left compressed. */
export function readZipParts(zip: Buffer, wanted: (name: string) => boolean): Map<string, string> {
  const parts = new Map<string, string>();
  let total = 0;
  for (const entry of entries(zip).values()) {
    if (!wanted(entry.name)) continue;
    if (entry.flags & 0x1) throw new ZipError('encrypted parts are not supported');
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) {
      throw new ZipError('broken local header');
    }
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ZipError('truncated part');
    let bytes: Buffer;
    if (entry.method === 0) bytes = data;
    else if (entry.method === 8) {
      try {
        bytes = inflateRawSync(data, {
          maxOutputLength: Math.min(entry.size, ZIP_LIMITS.partBytes) || 1,
        });
      } catch {
        throw new ZipError('a part does not inflate to its stated size');
      }
    } else throw new ZipError('unsupported compression');
    if (bytes.length !== entry.size) throw new ZipError('a part is not its stated size');
    total += bytes.length;
    if (total > ZIP_LIMITS.totalBytes) throw new ZipError('the parts are too large');
    parts.set(entry.name, bytes.toString('utf8'));
  }
  return parts;
}
