import { describe, expect, it } from 'vitest';
import { findTimeZones, isPlaceZone, timeZoneOptions } from './projects-time-zones.ts';

const all = timeZoneOptions(Intl.supportedValuesOf('timeZone'), {
  at: new Date('2026-12-05T12:00:00Z'),
  locale: 'es',
});
const found = (typed: string) => findTimeZones(all, typed).map((o) => o.id);

describe('finding a time zone as people name it', () => {
  it('finds a zone by its city, with or without the underscore, first when typed whole', () => {
    expect(found('New York')[0]).toBe('America/New_York');
    expect(found('new_york')[0]).toBe('America/New_York');
    expect(found('sao paulo')).toContain('America/Sao_Paulo');
    expect(found('São Paulo')).toContain('America/Sao_Paulo');
  });

  it('finds a zone by its common name and abbreviation', () => {
    expect(found('Eastern Time')).toContain('America/New_York');
    expect(found('Pacific Time')).toContain('America/Los_Angeles');
    expect(found('EST')).toContain('America/New_York');
    expect(found('central european')).toContain('Europe/Madrid');
  });

  it('finds a zone by its country, in English and in the language shown', () => {
    expect(found('Spain')).toContain('Europe/Madrid');
    expect(found('España')).toContain('Europe/Madrid');
    expect(found('Mexico')).toContain('America/Mexico_City');
  });

  it('finds a zone by another city the database lists for it', () => {
    expect(found('Brooklyn')).toContain('America/New_York');
  });

  it('needs every word typed', () => {
    expect(found('Eastern Time Spain')).toEqual([]);
  });

  it('names each zone and its country', () => {
    const madrid = all.find((o) => o.id === 'Europe/Madrid');
    expect(madrid).toMatchObject({ place: 'Madrid, Spain', countryCode: 'ES' });
    expect(all.find((o) => o.id === 'America/New_York')?.name).toBe('Eastern Time');
  });

  it('never proposes UTC or a fixed offset unasked', () => {
    expect(isPlaceZone('UTC')).toBe(false);
    expect(isPlaceZone('Etc/GMT+5')).toBe(false);
    expect(isPlaceZone('Europe/Madrid')).toBe(true);
  });
});
