import sharp from 'sharp';
import { PHOTO_LIMITS } from '@siteline/shared';

/**
 * The bytes decide what a file is, not its name or declared type: the first bytes must be a
 * JPEG, PNG or WebP signature (and sharp must then read it as that format).
 */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A picture nobody will crop by hand (a worker's own photo from the self-registration page) made
 * into a badge photo: its type checked from the bytes, decoded within the pixel limit, turned
 * upright, cut to the badge's portrait shape around its most striking part (the face, as a rule)
 * and written as JPEG without its metadata (location, camera). Undefined when it is no picture
 * we can use (another type, corrupt, truncated, past the pixel limit).
 */
export async function badgePhoto(
  bytes: Buffer,
): Promise<{ data: Buffer; aspectRatio: number } | undefined> {
  if (!sniffImage(bytes)) return undefined;
  try {
    const image = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.inputPixels, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return undefined;
    const data = await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({
        width: PHOTO_LIMITS.maxWidth,
        height: PHOTO_LIMITS.maxHeight,
        fit: 'cover',
        position: sharp.strategy.attention,
      })
      .jpeg({ quality: 85 })
      .toBuffer();
    // The badge box's own shape: 600 / 800, exact in four decimals like the cropped photos' ratio.
    return { data, aspectRatio: PHOTO_LIMITS.maxWidth / PHOTO_LIMITS.maxHeight };
  } catch {
    return undefined;
  }
}

/**
 * A drawn signature (a PNG from the page's canvas) decoded and written again, so what goes into
 * a signed copy is a picture we made. Undefined when it is no PNG or larger than a signature is.
 */
export async function cleanSignature(bytes: Buffer): Promise<Buffer | undefined> {
  if (sniffImage(bytes) !== 'png') return undefined;
  try {
    return await sharp(bytes, { limitInputPixels: 4_000_000, failOn: 'error' }).png().toBuffer();
  } catch {
    return undefined;
  }
}
