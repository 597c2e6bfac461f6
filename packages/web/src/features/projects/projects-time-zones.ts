import { rawTimeZones } from '@vvo/tzdb';

/** One IANA zone as the picker shows and finds it. */
export interface TimeZoneOption {
  /** The IANA id, what the project stores. */
  id: string;
  /** "Eastern Time", or the id's city where the database names no zone. */
  name: string;
  /** "New York, United States". */
  place: string;
  /** The country, for a project's default dialling country (ISO 3166 alpha-2), when known. */
  countryCode: string | null;
  /** Every word it is found by, folded. */
  words: string;
}

/** Lower case, no accents, no punctuation: "São Paulo" and "sao-paulo" meet. */
export function foldZoneText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+−-]+/gu, ' ')
    .trim();
}

const cityOf = (id: string) => (id.split('/').at(-1) ?? id).replace(/_/g, ' ');

/** Names the browser gives a zone ("Eastern Standard Time", "EST", "GMT-5"), in `locale`. */
function browserNames(id: string, at: Date, locale: string): string[] {
  const names: string[] = [];
  for (const timeZoneName of ['long', 'short', 'longGeneric', 'shortOffset'] as const) {
    try {
      const part = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName');
      if (part) names.push(part.value);
    } catch {
      // A zone this browser cannot format: found by its other names.
    }
  }
  return names;
}

/**
 * Every zone the browser knows, each with the names people search by: its city and the other
 * cities the time zone database lists for it, its country, its common name ("Eastern Time",
 * "Central European Time"), abbreviations and its offset now.
 */
export function timeZoneOptions(
  ids: readonly string[],
  options: { at?: Date; locale?: string } = {},
): TimeZoneOption[] {
  const at = options.at ?? new Date();
  const locales = [...new Set(['en-US', options.locale ?? 'en-US'])];
  const countries = locales.map((l) => new Intl.DisplayNames([l], { type: 'region' }));
  const byId = new Map<string, (typeof rawTimeZones)[number]>();
  for (const zone of rawTimeZones) for (const alias of zone.group) byId.set(alias, zone);
  return ids.map((id) => {
    const zone = byId.get(id);
    const city = cityOf(id);
    const name = zone?.alternativeName ?? city;
    const place = zone ? `${city}, ${zone.countryName}` : id;
    const words = [
      id.replace(/[/_]/g, ' '),
      name,
      place,
      ...(zone?.mainCities ?? []),
      zone?.abbreviation ?? '',
      ...countries.map((c) => (zone ? (c.of(zone.countryCode) ?? '') : '')),
      ...locales.flatMap((l) => browserNames(id, at, l)),
    ].join(' ');
    return { id, name, place, countryCode: zone?.countryCode ?? null, words: foldZoneText(words) };
  });
}

/**
 * The zones whose words hold every word typed ("eastern time", "new york", "spain", "gmt+1").
 * The zone typed exactly comes first, then those whose city starts with what was typed.
 */
export function findTimeZones(options: readonly TimeZoneOption[], input: string): TimeZoneOption[] {
  const typed = foldZoneText(input);
  if (typed === '') return [...options];
  const terms = typed.split(' ');
  const hits = options.filter((o) => terms.every((term) => o.words.includes(term)));
  const rank = (o: TimeZoneOption) => {
    if (foldZoneText(o.id) === typed) return 0;
    if (foldZoneText(cityOf(o.id)).startsWith(typed)) return 1;
    return 2;
  };
  return hits.sort((a, b) => rank(a) - rank(b));
}

/** A zone the picker may propose unasked: not UTC or a fixed offset, which a site never is. */
export function isPlaceZone(id: string): boolean {
  return id.includes('/') && !id.startsWith('Etc/');
}
