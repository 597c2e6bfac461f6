import { readPhone } from '@siteline/shared/common/phone';

/**
 * A worker's phone as an SMS goes to it: E.164, read with the project's country as the default
 * (docs/domain.md "Phone numbers"): "612 345 987" on a Spanish site is +34612345987, "+353 …" is
 * Irish anywhere; text no country could dial is no phone. Evacuation texts and text messages read
 * a worker's number through it.
 */
export function phoneE164(telephone: string | null, country: string): string | null {
  return readPhone(telephone, country);
}
