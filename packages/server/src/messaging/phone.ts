import { subscriberE164 } from '@siteline/shared';

/**
 * A worker's phone as an SMS goes to it: E.164 as written (+353…), else a North American number
 * made E.164, else none. Evacuation texts and text messages read a worker's number through it.
 */
export function phoneE164(telephone: string | null): string | null {
  if (!telephone) return null;
  const trimmed = telephone.trim();
  if (/^\+[1-9]\d{7,14}$/.test(trimmed.replace(/[\s().-]/g, '')))
    return trimmed.replace(/[\s().-]/g, '');
  return subscriberE164('+1', trimmed);
}
