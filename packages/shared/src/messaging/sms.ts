/**
 * SMS segments as carriers count them (3GPP TS 23.038): a text all in the GSM 7-bit alphabet
 * takes 160 characters in one message or 153 per part when split (the rest carries the parts'
 * header), a character of its extension table counting twice; any other character (á, í, ó, ú,
 * emoji…) sends the whole text as UCS-2: 70 in one message, 67 per part. A character is never
 * split across parts. Shown wherever a user writes an SMS, before it is sent.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as an escape and the character: two septets each. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Parts the carrier sends (0 for an empty text). */
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Room left in the last part before another one starts. */
  remaining: number;
}

/** Packs characters of the given sizes into parts of `part` units, none split across two. */
function pack(sizes: readonly number[], part: number): { segments: number; remaining: number } {
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { segments, remaining: part - used };
}

export function smsSegments(text: string): SmsSegments {
  const chars = [...text];
  const gsm = chars.every((c) => BASIC.has(c) || EXTENDED.has(c));
  const sizes = gsm ? chars.map((c) => (EXTENDED.has(c) ? 2 : 1)) : chars.map((c) => c.length); // UTF-16 code units: 2 for a character beyond the BMP
  const units = sizes.reduce((sum, n) => sum + n, 0);
  const limits = gsm ? SMS_LIMITS.gsm7 : SMS_LIMITS.ucs2;
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  if (units === 0) return { encoding, segments: 0, units, remaining: limits.single };
  if (units <= limits.single) {
    return { encoding, segments: 1, units, remaining: limits.single - units };
  }
  return { encoding, units, ...pack(sizes, limits.part) };
}

/** E.164: a plus, a country code and the number, 8 to 15 digits in all, no leading zero. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/** spec 002 §9: "SMS segment 160 characters" — the spec's figure, ceil(characters / 160). */
export const SPEC_SMS_SEGMENT = 160;

/**
 * The spec's count (16.3): characters over 160, rounded up. Shown beside the carriers' count
 * where the two differ; the carriers' count is the one the bill follows (decision 0030).
 */
export function specSmsSegments(text: string): number {
  return Math.ceil([...text].length / SPEC_SMS_SEGMENT);
}
