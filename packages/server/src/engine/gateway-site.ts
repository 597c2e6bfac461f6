import { POWER_STATUS, READ_DIRECTION } from '@siteline/shared';
import type { Executor } from '../db/database.ts';
import type { AccessLevel } from '../db/schema.ts';
import { loadReaders } from './gateway-site-readers.ts';

/**
 * A project's site as a gateway may know it (GET /api/v2/ingest/site): readers and their current
 * ports, zones, badges and their holders by id, access rules; no person's name or contact. The
 * site simulator runs on it, from the database or from that endpoint. Plain data: the tests
 * build one by hand.
 */

/** Read directions and power sources as everywhere else (spec 002 §9). */
export { READ_DIRECTION };
export const POWER = POWER_STATUS;
export type ReadDirection = (typeof READ_DIRECTION)[keyof typeof READ_DIRECTION];

/** tag_types rows of migration 0001; only NFC cards are not heard by BLE gateways. */
export const TAG_TYPE = { BleBadge: 1, NfcCard: 2, BleHardHat: 3, Mobile: 4, SafeProx: 5 } as const;

export interface SiteZone {
  id: number;
  name: string;
  parentId: number | null;
  isArchived: boolean;
  isEntranceExit: boolean;
  defaultStatus: 'ALLOW' | 'DENY' | 'INHERIT';
}

export interface SitePort {
  port: number;
  zoneId: number;
  zoneName: string;
  isEntranceExit: boolean;
  direction: ReadDirection;
}

export interface SiteReader {
  serial: string;
  hardwareModelId: number;
  /** hardware_models.name, e.g. 'BLE Gateway', 'NFC Reader'. */
  hardwareModel: string;
  powerStatus: number;
  batteryLevel: number | null;
  /** Ports of the assignment current when the model was loaded; empty when not placed. */
  ports: SitePort[];
}

export interface SiteTag {
  tag: string;
  tagTypeId: number;
  startDate: string;
  /** Null: held until further notice. */
  endDate: string | null;
}

export interface SiteWorker {
  id: number;
  contractId: number;
  trade: string;
  tags: SiteTag[];
}

export interface AccessRule {
  zoneId: number;
  level: AccessLevel;
  startDate: string | null;
  endDate: string | null;
}
export interface ContractRule extends AccessRule {
  contractId: number;
}
export interface WorkerRule extends AccessRule {
  workerId: number;
}

export interface SiteModel {
  projectId: number;
  timeZoneId: string;
  zones: SiteZone[];
  readers: SiteReader[];
  workers: SiteWorker[];
  contractRules: ContractRule[];
  workerRules: WorkerRule[];
  /** Active tags nobody has ever held: visitor badges and spares in the site office drawer. */
  spareTags: string[];
}

/**
 * The site of `projectId` as it stands at `at` (reader placements are versioned). A handful of
 * set-based queries whatever the number of workers.
 */
export async function loadSiteModel(
  db: Executor,
  projectId: number,
  at: Date = new Date(),
): Promise<SiteModel> {
  const project = await db
    .selectFrom('projects')
    .select(['time_zone_id'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!project) throw new Error(`simulator: project ${projectId} not found`);

  const [zoneRows, workerRows, tagRows, spareRows, contractRules, workerRules] = await Promise.all([
    db
      .selectFrom('zones')
      .select([
        'project_zone_id as id',
        'zone_name as name',
        'parent_project_zone_id as parentId',
        'is_archived as isArchived',
        'is_site_entrance_exit as isEntranceExit',
        'default_authorization_status as defaultStatus',
      ])
      .where('project_id', '=', projectId)
      .orderBy('project_zone_id')
      .execute(),
    db
      .selectFrom('workers as w')
      .innerJoin('contracts as c', 'c.contract_id', 'w.contract_id')
      .select(['w.worker_id', 'w.contract_id', 'c.trade as contract_trade', 'w.trade'])
      .where('w.project_id', '=', projectId)
      .where('w.is_deleted', '=', false)
      .orderBy('w.worker_id')
      .execute(),
    db
      .selectFrom('worker_tags as wt')
      .innerJoin('tags as t', 't.tag_id', 'wt.tag_id')
      .select(['wt.worker_id', 't.tag', 't.tag_type_id', 'wt.start_date', 'wt.end_date'])
      .where('wt.project_id', '=', projectId)
      .orderBy('wt.worker_id')
      .orderBy('wt.start_date')
      .orderBy('t.tag_id')
      .execute(),
    db
      .selectFrom('tags as t')
      .select('t.tag')
      .where('t.project_id', '=', projectId)
      .where('t.is_active', '=', true)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('worker_tags as wt')
              .select('wt.tag_id')
              .whereRef('wt.tag_id', '=', 't.tag_id'),
          ),
        ),
      )
      .orderBy('t.tag')
      .execute(),
    db
      .selectFrom('zone_contract_rules')
      .select([
        'contract_id as contractId',
        'project_zone_id as zoneId',
        'access_level as level',
        'start_date_inclusive as startDate',
        'end_date_inclusive as endDate',
      ])
      .where('project_id', '=', projectId)
      .execute(),
    db
      .selectFrom('zone_worker_rules')
      .select([
        'worker_id as workerId',
        'project_zone_id as zoneId',
        'access_level as level',
        'start_date_inclusive as startDate',
        'end_date_inclusive as endDate',
      ])
      .where('project_id', '=', projectId)
      .execute(),
  ]);

  const zones = new Map(zoneRows.map((z) => [z.id, z]));
  const workers = new Map<number, SiteWorker>(
    workerRows.map((w) => [
      w.worker_id,
      {
        id: w.worker_id,
        contractId: w.contract_id,
        trade: w.contract_trade ?? w.trade ?? '',
        tags: [],
      },
    ]),
  );
  for (const t of tagRows) {
    workers.get(t.worker_id)?.tags.push({
      tag: t.tag,
      tagTypeId: t.tag_type_id,
      startDate: t.start_date,
      endDate: t.end_date,
    });
  }

  return {
    projectId,
    timeZoneId: project.time_zone_id,
    zones: zoneRows,
    readers: await loadReaders(db, projectId, at, zones),
    workers: [...workers.values()],
    contractRules,
    workerRules,
    spareTags: spareRows.map((r) => r.tag),
  };
}
