import { describe, expect, it } from 'vitest';
import type { RealtimeArea, RealtimeLastSeenWorker } from '@siteline/shared';
import { realtimeAddress } from './realtime-search.ts';
import {
  filterWorkers,
  parentMap,
  sortWorkers,
  workersByPin,
  workersOffPictures,
} from './realtime-workers.ts';

const validateRealtimeSearch = (raw: Record<string, unknown>) => realtimeAddress.parse(raw);

function worker(overrides: Partial<RealtimeLastSeenWorker>): RealtimeLastSeenWorker {
  return {
    WorkerId: 1,
    WorkerName: 'Ana Ruiz',
    ContractId: 10,
    ContractName: 'Brightline Electric',
    Trade: 'Electrical',
    OwnerServices: false,
    IsCriticalTrade: false,
    IsWorkforceTrade: true,
    LastSeenProjectZoneId: 100,
    LastSeenZoneName: 'Level 1',
    LastSeenDateTimeLocal: '2026-03-02T09:00:00',
    IsUnauthorizedRead: false,
    ...overrides,
  };
}

const electrician = worker({ WorkerId: 1, WorkerName: 'Ana Ruiz' });
const owner = worker({
  WorkerId: 2,
  WorkerName: 'Ben Cole',
  ContractId: 20,
  ContractName: 'Owner QA',
  OwnerServices: true,
  IsWorkforceTrade: false,
  LastSeenDateTimeLocal: '2026-03-02T09:30:00',
});
const crane = worker({
  WorkerId: 3,
  WorkerName: 'Cy Diaz',
  ContractId: 30,
  ContractName: 'Atlas Cranes',
  IsCriticalTrade: true,
  LastSeenDateTimeLocal: '2026-03-02T08:15:00',
});
const all = [electrician, owner, crane];

describe('team and contract filters', () => {
  it('keeps everyone with no team and no contract ticked', () => {
    expect(filterWorkers(all, [], [])).toHaveLength(3);
  });

  it('keeps the workers of any ticked team', () => {
    expect(filterWorkers(all, ['OwnerServices'], []).map((w) => w.WorkerId)).toEqual([2]);
    expect(filterWorkers(all, ['Trade'], []).map((w) => w.WorkerId)).toEqual([1, 3]);
    expect(filterWorkers(all, ['IsCriticalTrade'], []).map((w) => w.WorkerId)).toEqual([3]);
    expect(
      filterWorkers(all, ['OwnerServices', 'IsCriticalTrade'], []).map((w) => w.WorkerId),
    ).toEqual([2, 3]);
  });

  it('narrows to the ticked contracts, together with the teams', () => {
    expect(filterWorkers(all, [], [10, 20]).map((w) => w.WorkerId)).toEqual([1, 2]);
    expect(filterWorkers(all, ['Trade'], [10, 20]).map((w) => w.WorkerId)).toEqual([1]);
    expect(filterWorkers([worker({ ContractId: null })], [], [10])).toHaveLength(0);
  });
});

describe('sorting', () => {
  it('lists the most recently seen first by default, and by name or contract on request', () => {
    expect(sortWorkers(all, 'lastSeen').map((w) => w.WorkerId)).toEqual([2, 1, 3]);
    expect(sortWorkers(all, 'name').map((w) => w.WorkerName)).toEqual([
      'Ana Ruiz',
      'Ben Cole',
      'Cy Diaz',
    ]);
    expect(sortWorkers(all, 'contract').map((w) => w.ContractName)).toEqual([
      'Atlas Cranes',
      'Brightline Electric',
      'Owner QA',
    ]);
  });
});

describe('counting per pin', () => {
  // Site: Level 1 (100) with Room 101 (101); Level 2 (200); Yard (300) on no picture.
  const parents = parentMap([
    { ProjectZoneId: 100, ParentProjectZoneId: null },
    { ProjectZoneId: 101, ParentProjectZoneId: 100 },
    { ProjectZoneId: 200, ParentProjectZoneId: null },
    { ProjectZoneId: 300, ParentProjectZoneId: null },
  ]);
  const pin = (projectZoneId: number) => ({
    projectZoneId,
    zoneName: `Zone ${projectZoneId}`,
    zonePinLocation: 'TopRight' as const,
    orientation: { x: 100, y: 100 },
    zonePinPlacement: 'topright',
  });
  const area: RealtimeArea = {
    realtimeAreaId: 1,
    realtimeAreaName: 'Tower',
    realtimeAreaOrder: 1,
    image: { url: '/x', desktopPlacement: 'top', width: 940, height: 651 },
    zones: [pin(100), pin(200)],
  };

  it('counts a room under its pinned floor, and each floor its own', () => {
    const inRoom = worker({ WorkerId: 4, LastSeenProjectZoneId: 101 });
    const onLevel2 = worker({ WorkerId: 5, LastSeenProjectZoneId: 200 });
    const counts = workersByPin(area, [electrician, inRoom, onLevel2], parents);
    expect(counts.get(100)?.map((w) => w.WorkerId)).toEqual([1, 4]);
    expect(counts.get(200)?.map((w) => w.WorkerId)).toEqual([5]);
  });

  it('lists apart whoever no pin counts, so nobody is invisible', () => {
    const inYard = worker({ WorkerId: 6, LastSeenProjectZoneId: 300 });
    const noZone = worker({ WorkerId: 7, LastSeenProjectZoneId: null });
    expect(
      workersOffPictures([area], [electrician, inYard, noZone], parents).map((w) => w.WorkerId),
    ).toEqual([6, 7]);
  });
});

describe('address parameters', () => {
  it('reads the timeframe, teams and contracts, dropping what is unknown or default', () => {
    expect(
      validateRealtimeSearch({
        timeframe: '90',
        teams: 'Trade,Nope',
        contractIds: '20,10,x',
        density: 'false',
      }),
    ).toEqual({ timeframe: 90, teams: ['Trade'], contractIds: [10, 20], density: false });
    expect(validateRealtimeSearch({ timeframe: 31, sort: 'lastSeen', density: true })).toEqual({});
  });

  it('answers a rejected value as undefined, so the router cannot keep the raw one', () => {
    const search = validateRealtimeSearch({ timeframe: 'abc', area: '', sort: 'nope' });
    for (const key of ['timeframe', 'area', 'sort'] as const) {
      expect(Object.keys(search)).toContain(key);
      expect(search[key]).toBeUndefined();
    }
  });
});
