import {
  READ_DIRECTION,
  TAG_TYPE,
  type SiteModel,
  type SiteReader,
  type SiteTag,
} from '../../engine/gateway-site.ts';

/**
 * A small hand-built site for the pure tests (no database): two gates, a yard, the site office,
 * a crane zone nobody may enter, four floors and an electrical room, laid out like the New York
 * demo project. Lives beside the tests rather than in test/ because only the simulator uses it.
 */
export interface TestSiteOptions {
  workers?: number;
  timeZoneId?: string;
  /** Every worker also carries a SafeProx tag (dead-badge tests need many two-tag holders). */
  allTwoTags?: boolean;
}

const TRADES = [
  ['General Conditions', 12],
  ['Concrete', 40],
  ['Concrete Pumping', 4],
  ['Electrical', 40],
  ['Drywall', 30],
  ['Structural Steel', 20],
  ['Plumbing', 24],
] as const;

const { In, Out, NotAvailable } = READ_DIRECTION;

function gateReader(serial: string, zoneId: number, zoneName: string): SiteReader {
  return {
    serial,
    hardwareModelId: 2,
    hardwareModel: 'NFC Reader',
    powerStatus: 1,
    batteryLevel: null,
    ports: [
      { port: 1, zoneId, zoneName, isEntranceExit: true, direction: In },
      { port: 2, zoneId, zoneName, isEntranceExit: true, direction: Out },
    ],
  };
}

function gateway(serial: string, zoneId: number, zoneName: string, battery?: number): SiteReader {
  return {
    serial,
    hardwareModelId: 1,
    hardwareModel: 'BLE Gateway',
    powerStatus: battery === undefined ? 1 : 2,
    batteryLevel: battery ?? null,
    ports: [{ port: 1, zoneId, zoneName, isEntranceExit: false, direction: NotAvailable }],
  };
}

export function buildTestSite(options: TestSiteOptions = {}): SiteModel {
  const { workers: count = 300, timeZoneId = 'America/New_York', allTwoTags = false } = options;
  const zone = (id: number, name: string, parentId: number | null, extra = {}) => ({
    id,
    name,
    parentId,
    isArchived: false,
    isEntranceExit: false,
    defaultStatus: 'INHERIT' as const,
    ...extra,
  });
  const zones = [
    zone(1, 'Site', null),
    zone(2, 'Main Gate', 1, { isEntranceExit: true }),
    zone(3, 'North Gate', 1, { isEntranceExit: true }),
    zone(4, 'Laydown Yard', 1),
    zone(5, 'Site Office', 1, { defaultStatus: 'ALLOW' }),
    zone(6, 'Crane Zone', 1, { defaultStatus: 'DENY' }),
    zone(7, 'Level 1', 1),
    zone(8, 'Level 2', 1),
    zone(9, 'Level 3', 1),
    zone(10, 'Level 4', 1),
    zone(11, 'Level 3 - Electrical Room', 9, { defaultStatus: 'DENY' }),
    zone(12, 'Temporary Hoist', 1, { isArchived: true }),
  ];
  const readers: SiteReader[] = [
    gateReader('NFC-MAIN-1', 2, 'Main Gate'),
    gateReader('NFC-MAIN-2', 2, 'Main Gate'),
    gateReader('NFC-NORTH-1', 3, 'North Gate'),
    ...zones
      .filter((z) => z.id >= 4 && z.id <= 11)
      .map((z) => gateway(`BLE-GW-${z.id}`, z.id, z.name, z.id === 6 ? 70 : undefined)),
    gateway('BLE-GW-7B', 7, 'Level 1'),
    { ...gateway('BLE-GW-SPARE', 7, 'Level 1'), ports: [] },
  ];

  const total = TRADES.reduce((sum, [, weight]) => sum + weight, 0);
  const contractOf = (i: number) => {
    let r = (i * 7919) % total;
    for (const [index, [, weight]] of TRADES.entries()) {
      if (r < weight) return index + 1;
      r -= weight;
    }
    return 1;
  };
  const siteWorkers = Array.from({ length: count }, (_, i) => {
    const contractId = contractOf(i);
    const tags: SiteTag[] = [
      {
        tag: `BLE-${1000 + i}`,
        tagTypeId: TAG_TYPE.BleBadge,
        startDate: '2025-01-01',
        endDate: null,
      },
    ];
    if (allTwoTags || i % 11 === 0)
      tags.push({
        tag: `SPX-${1000 + i}`,
        tagTypeId: TAG_TYPE.SafeProx,
        startDate: '2025-01-01',
        endDate: null,
      });
    if (i % 7 === 0)
      tags.push({
        tag: `NFC-${1000 + i}`,
        tagTypeId: TAG_TYPE.NfcCard,
        startDate: '2025-01-01',
        endDate: null,
      });
    return { id: 100 + i, contractId, trade: TRADES[contractId - 1]?.[0] ?? '', tags };
  });

  return {
    projectId: 7,
    timeZoneId,
    zones,
    readers,
    workers: siteWorkers,
    contractRules: [
      { contractId: 4, zoneId: 11, level: 'Indefinite', startDate: '2025-01-01', endDate: null },
      { contractId: 6, zoneId: 6, level: 'Indefinite', startDate: '2025-01-01', endDate: null },
    ],
    workerRules: [{ workerId: 104, zoneId: 5, level: 'Deny', startDate: null, endDate: null }],
    spareTags: ['BLE-SPARE-1', 'BLE-SPARE-2', 'VIS-T-01', 'VIS-T-02', 'VIS-T-03'],
  };
}
