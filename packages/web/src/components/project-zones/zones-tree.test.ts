import { describe, expect, it } from 'vitest';
import { zonesInTreeOrder, type ZoneTreeSource } from './zones-tree.ts';

const zone = (id: number, name: string, parent: number | null = null): ZoneTreeSource => ({
  ProjectZoneId: id,
  ZoneName: name,
  ParentProjectZoneId: parent,
  IsArchived: false,
});

describe('zonesInTreeOrder', () => {
  it('lists siblings in natural order under their parent: Level 2 before Level 10', () => {
    const zones = [
      zone(1, 'Tower'),
      zone(2, 'Level 10', 1),
      zone(3, 'Level 2', 1),
      zone(4, 'Level 1', 1),
      zone(5, 'Gate 12'),
      zone(6, 'Gate 3'),
    ];
    expect(zonesInTreeOrder(zones).map(({ zone: z, depth }) => `${depth}:${z.ZoneName}`)).toEqual([
      '0:Gate 3',
      '0:Gate 12',
      '0:Tower',
      '1:Level 1',
      '1:Level 2',
      '1:Level 10',
    ]);
  });
});
