import { describe, expect, it } from 'vitest';
import { formatLastActive, reportsUnplaced, zoneOptions } from './hardware-format.ts';

describe('formatLastActive', () => {
  it('shows the instant on the project’s clock as MM/DD/YYYY hh:mm a', () => {
    expect(formatLastActive('2026-03-08T14:05:00Z', 'America/New_York')).toBe(
      '03/08/2026 10:05 am',
    );
    expect(formatLastActive('2026-03-08T14:05:00Z', 'America/Los_Angeles')).toBe(
      '03/08/2026 07:05 am',
    );
  });

  it('has nothing to show without a date or a time zone', () => {
    expect(formatLastActive(null, 'America/New_York')).toBeNull();
    expect(formatLastActive('2026-03-08T14:05:00Z', undefined)).toBeNull();
  });
});

describe('zoneOptions', () => {
  it('orders zones as a tree, siblings by name, with their depth', () => {
    const zone = (id: number, name: string, parent: number | null, archived = false) => ({
      ProjectZoneId: id,
      ZoneName: name,
      ParentProjectZoneId: parent,
      IsArchived: archived,
      IsSiteEntranceExit: false,
    });
    const options = zoneOptions([
      zone(3, 'Level 2', 1),
      zone(1, 'Site', null),
      zone(4, 'Gate', 1, true),
      zone(2, 'Yard', null),
      zone(5, 'Room 201', 3),
      zone(6, 'Orphan', 99),
    ]);
    expect(options.map((o) => [o.name, o.depth, o.archived])).toEqual([
      ['Orphan', 0, false],
      ['Site', 0, false],
      ['Gate', 1, true],
      ['Level 2', 1, false],
      ['Room 201', 2, false],
      ['Yard', 0, false],
    ]);
  });
});

describe('a reader reporting but not placed', () => {
  it('is one heard from (online or offline) with no zone', () => {
    expect(reportsUnplaced({ ZoneName: null, ReaderStatusId: 3 })).toBe(true);
    expect(reportsUnplaced({ ZoneName: null, ReaderStatusId: 2 })).toBe(true);
    // Never heard: nothing is lost yet.
    expect(reportsUnplaced({ ZoneName: null, ReaderStatusId: 4 })).toBe(false);
    expect(reportsUnplaced({ ZoneName: 'Main Gate', ReaderStatusId: 3 })).toBe(false);
  });
});
