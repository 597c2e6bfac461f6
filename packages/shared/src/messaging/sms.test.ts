import { describe, expect, it } from 'vitest';
import { E164, smsSegments, specSmsSegments } from './sms.ts';

describe('SMS segments as carriers count them', () => {
  it('fits 160 GSM-7 characters in one message and splits longer texts into 153-character parts', () => {
    expect(smsSegments('')).toMatchObject({ segments: 0, units: 0 });
    expect(smsSegments('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      segments: 1,
      units: 160,
      remaining: 0,
    });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 145 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts the extension table twice and never splits an escape pair', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
      units: 160,
    });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ segments: 2, units: 162 });
    // 152 plain characters, then a two-septet one: it does not fit the first part's last septet.
    expect(smsSegments(`${'a'.repeat(152)}{${'a'.repeat(10)}`)).toMatchObject({
      segments: 2,
      remaining: 153 - 12,
    });
  });

  it('sends Spanish accents as UCS-2: 70 in one message, 67 per part', () => {
    const evacuate =
      'Evacúe la obra ahora. Diríjase al punto de reunión de la puerta norte, junto a la grúa.';
    expect(smsSegments(evacuate)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments('á'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments('á'.repeat(71))).toMatchObject({ segments: 2, remaining: 63 });
    // é, ñ and ü are in the GSM alphabet: still GSM-7.
    expect(smsSegments('Señor Müller, café')).toMatchObject({ encoding: 'GSM-7' });
    // An emoji is two code units, and is not split across parts.
    expect(smsSegments(`${'a'.repeat(66)}👷aaaa`)).toMatchObject({
      units: 72,
      segments: 2,
      remaining: 67 - 6,
    });
  });

  it('knows an E.164 number', () => {
    expect(E164.test('+15551234567')).toBe(true);
    expect(E164.test('+353861234567')).toBe(true);
    for (const bad of [
      '5551234567',
      '+0551234567',
      '+1555',
      '+1 555 123 4567',
      '+1234567890123456',
    ])
      expect(E164.test(bad), bad).toBe(false);
  });
});

describe("the spec's segment count (characters / 160)", () => {
  it('rounds up characters over 160, whatever the alphabet', () => {
    expect(specSmsSegments('')).toBe(0);
    expect(specSmsSegments('a'.repeat(160))).toBe(1);
    expect(specSmsSegments('a'.repeat(161))).toBe(2);
    // A carrier sends this as UCS-2 in 3 parts of 67; the spec counts 1.
    expect(specSmsSegments('á'.repeat(150))).toBe(1);
    expect(smsSegments('á'.repeat(150)).segments).toBe(3);
  });
});
