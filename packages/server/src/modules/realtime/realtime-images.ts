import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AREA_IMAGE_MAX_BYTES,
  AREA_IMAGE_SIZE,
  REALTIME_MESSAGES,
  type DesktopPlacement,
} from '@siteline/shared';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.ts';

/** A decoded image far larger than any floor plan is refused before it is decompressed. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface AreaImage {
  data: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

/** The file type from the first bytes, whatever the client says (ARCHITECTURE.md "files"). */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Base64 (optionally a data: URL) to bytes; anything else is not an image. */
export function decodeBase64Image(file: string): Buffer {
  const text = file.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0 || text.length === 0) {
    throw new ValidationError([{ errorMessage: REALTIME_MESSAGES.imageInvalid, field: 'file' }]);
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > AREA_IMAGE_MAX_BYTES) {
    throw new ValidationError([{ errorMessage: REALTIME_MESSAGES.imageTooLarge, field: 'file' }]);
  }
  return bytes;
}

/**
 * Checks the bytes are really a PNG, JPEG or WebP picture at least the stored size, and
 * re-encodes it as a JPEG of exactly the placement's size (spec 000 §9), which also drops any
 * metadata and anything hidden in the original file. A slightly different aspect ratio is
 * centre-cropped rather than stretched.
 */
export async function normalizeAreaImage(
  bytes: Buffer,
  placement: DesktopPlacement,
): Promise<AreaImage> {
  const invalid = () =>
    new ValidationError([{ errorMessage: REALTIME_MESSAGES.imageInvalid, field: 'file' }]);
  if (sniffImageType(bytes) === null) throw invalid();
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let width: number;
  let height: number;
  try {
    const meta = await input().metadata();
    if (!['png', 'jpeg', 'webp'].includes(meta.format)) throw invalid();
    // EXIF orientations 5–8 turn the picture a quarter: its displayed size is the other way.
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw invalid();
  }
  const min = AREA_IMAGE_SIZE[placement];
  if (width < min.width || height < min.height) {
    throw new ValidationError([
      { errorMessage: REALTIME_MESSAGES.imageTooSmall(placement), field: 'file' },
    ]);
  }
  const size = AREA_IMAGE_SIZE[placement];
  try {
    const data = await input()
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { data, mimeType: 'image/jpeg', ...size };
  } catch {
    // A truncated or corrupt body that passed the header check.
    throw invalid();
  }
}

// --- signed image addresses ------------------------------------------------------------------

/** An address lives 6 to 12 hours and stays the same for 6, so browsers keep the image cached. */
const URL_WINDOW_SECONDS = 6 * 3600;

export interface ImageUrlSigner {
  url(blobUid: string, nowMs?: number): string;
  /** Seconds the address is still valid, or null when it is forged or expired. */
  check(blobUid: string, expires: number, signature: string, nowMs?: number): number | null;
}

/**
 * An <img> cannot send the bearer token, so area images are served at an address signed with
 * the server's secret (HMAC-SHA256 over the blob id and expiry). Anyone holding the address can
 * load the picture until it expires; nothing else can be reached with it.
 */
export function createImageUrlSigner(secret: string): ImageUrlSigner {
  const key = createHmac('sha256', secret).update('siteline realtime area image').digest();
  const sign = (blobUid: string, expires: number) =>
    createHmac('sha256', key).update(`${blobUid}.${expires}`).digest('base64url');
  return {
    url(blobUid, nowMs = Date.now()) {
      const expires = (Math.floor(nowMs / 1000 / URL_WINDOW_SECONDS) + 2) * URL_WINDOW_SECONDS;
      const signature = sign(blobUid, expires);
      return `/api/v1/realtime/area-images/${blobUid}?expires=${expires}&signature=${signature}`;
    },
    check(blobUid, expires, signature, nowMs = Date.now()) {
      const left = expires - Math.floor(nowMs / 1000);
      if (left <= 0) return null;
      const expected = Buffer.from(sign(blobUid, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return left;
    },
  };
}
