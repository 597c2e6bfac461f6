import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { AccessPolicy, AccessRule, PolicyZone } from './access.ts';
import type { PresenceRules } from './presence.ts';

/**
 * Everything a read of one project is resolved against, held in memory: readers and their
 * time-versioned port assignments, tags and their holders over time, workers, zones and access
 * rules. Loaded in a handful of set-based queries and reloaded whenever
 * the project's engine_config_version moves (any change to its rows of those tables bumps it).
 */
export interface PortPlacement {
  zoneId: number | null;
  direction: number;
}

export interface ReaderAssignmentSpan {
  validFrom: number;
  validTo: number | null;
  zoneId: number | null;
  direction: number;
  locationName: string | null;
  ports: ReadonlyMap<number, PortPlacement>;
}

export interface SnapshotReader {
  readerId: number;
  accessPoints: number;
  /** Oldest first. */
  assignments: ReaderAssignmentSpan[];
}

export interface TagHolderSpan {
  workerId: number;
  validFrom: number;
  validTo: number | null;
}

export interface SnapshotZone extends PolicyZone {
  name: string;
  isEntranceExit: boolean;
}

export interface ProjectSnapshot {
  projectId: number;
  version: number;
  timeZone: string;
  workdayBoundaryHour: number;
  presence: PresenceRules;
  readersBySerial: ReadonlyMap<string, SnapshotReader>;
  tagsByText: ReadonlyMap<string, { tagId: number; holders: TagHolderSpan[] }>;
  workers: ReadonlyMap<number, { contractId: number; name: string }>;
  zones: ReadonlyMap<number, SnapshotZone>;
  policy: AccessPolicy;
}

function minuteOfDay(time: string | null): number | null {
  if (time === null) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The project's configuration version; 0 before anything of the project was written. */
export async function currentConfigVersion(db: Executor, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('engine_config_version')
    .select('version')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function loadSnapshot(
  db: Executor,
  projectId: number,
): Promise<ProjectSnapshot | null> {
  const version = await currentConfigVersion(db, projectId);
  const project = await db
    .selectFrom('projects')
    .select(['time_zone_id', 'workday_boundary_hour', 'day_shift_start', 'night_shift_start'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!project) return null;

  const [readers, assignments, ports, tags, holders, workers, zones, contractRules, workerRules] =
    await Promise.all([
      db
        .selectFrom('readers')
        .select(['reader_id', 'manufacturer_serial_number', 'access_points_count'])
        .where('project_id', '=', projectId)
        .execute(),
      db
        .selectFrom('reader_assignments')
        .select([
          'reader_assignment_id',
          'reader_id',
          'valid_from',
          'valid_to',
          'project_zone_id',
          'read_direction_id',
          'location_name',
        ])
        .where('project_id', '=', projectId)
        .orderBy('valid_from')
        .execute(),
      db
        .selectFrom('reader_assignment_ports')
        .select(['reader_assignment_id', 'port', 'project_zone_id', 'read_direction_id'])
        .where('project_id', '=', projectId)
        .execute(),
      db.selectFrom('tags').select(['tag_id', 'tag']).where('project_id', '=', projectId).execute(),
      db
        .selectFrom('worker_tags')
        .select(['tag_id', 'worker_id', 'valid_from', 'valid_to'])
        .where('project_id', '=', projectId)
        .orderBy('valid_from')
        .execute(),
      db
        .selectFrom('workers')
        .select([
          'worker_id',
          'contract_id',
          sql<string>`first_name || ' ' || last_name`.as('name'),
        ])
        .where('project_id', '=', projectId)
        .execute(),
      db
        .selectFrom('zones')
        .select([
          'project_zone_id',
          'parent_project_zone_id',
          'zone_name',
          'default_authorization_status',
          'is_site_entrance_exit',
          'is_archived',
        ])
        .where('project_id', '=', projectId)
        .execute(),
      db
        .selectFrom('zone_contract_rules')
        .select([
          'project_zone_id',
          'contract_id as id',
          'access_level',
          'start_date_inclusive',
          'end_date_inclusive',
        ])
        .where('project_id', '=', projectId)
        .execute(),
      db
        .selectFrom('zone_worker_rules')
        .select([
          'project_zone_id',
          'worker_id as id',
          'access_level',
          'start_date_inclusive',
          'end_date_inclusive',
        ])
        .where('project_id', '=', projectId)
        .execute(),
    ]);

  const portsByAssignment = new Map<number, Map<number, PortPlacement>>();
  for (const p of ports) {
    const m = portsByAssignment.get(p.reader_assignment_id) ?? new Map<number, PortPlacement>();
    m.set(p.port, { zoneId: p.project_zone_id, direction: p.read_direction_id });
    portsByAssignment.set(p.reader_assignment_id, m);
  }
  const spansByReader = new Map<number, ReaderAssignmentSpan[]>();
  for (const a of assignments) {
    const list = spansByReader.get(a.reader_id) ?? [];
    list.push({
      validFrom: a.valid_from.getTime(),
      validTo: a.valid_to?.getTime() ?? null,
      zoneId: a.project_zone_id,
      direction: a.read_direction_id,
      locationName: a.location_name,
      ports: portsByAssignment.get(a.reader_assignment_id) ?? new Map(),
    });
    spansByReader.set(a.reader_id, list);
  }
  const readersBySerial = new Map<string, SnapshotReader>();
  for (const r of readers) {
    readersBySerial.set(r.manufacturer_serial_number, {
      readerId: r.reader_id,
      accessPoints: r.access_points_count,
      assignments: spansByReader.get(r.reader_id) ?? [],
    });
  }

  const holdersByTag = new Map<number, TagHolderSpan[]>();
  for (const h of holders) {
    const list = holdersByTag.get(h.tag_id) ?? [];
    list.push({
      workerId: h.worker_id,
      validFrom: h.valid_from.getTime(),
      validTo: h.valid_to?.getTime() ?? null,
    });
    holdersByTag.set(h.tag_id, list);
  }
  const tagsByText = new Map(
    tags.map((t) => [t.tag, { tagId: t.tag_id, holders: holdersByTag.get(t.tag_id) ?? [] }]),
  );

  const zoneMap = new Map<number, SnapshotZone>();
  for (const z of zones) {
    zoneMap.set(z.project_zone_id, {
      parentId: z.parent_project_zone_id,
      defaultStatus: z.default_authorization_status,
      name: z.zone_name,
      isEntranceExit: z.is_site_entrance_exit,
    });
  }
  const nestRules = (rows: typeof contractRules) => {
    const m = new Map<number, Map<number, AccessRule>>();
    for (const r of rows) {
      const inner = m.get(r.project_zone_id) ?? new Map<number, AccessRule>();
      inner.set(r.id, {
        accessLevel: r.access_level,
        start: r.start_date_inclusive,
        end: r.end_date_inclusive,
      });
      m.set(r.project_zone_id, inner);
    }
    return m;
  };

  return {
    projectId,
    version,
    timeZone: project.time_zone_id,
    workdayBoundaryHour: project.workday_boundary_hour,
    presence: {
      timeZone: project.time_zone_id,
      entranceExitZoneIds: new Set(
        zones
          .filter((z) => z.is_site_entrance_exit && !z.is_archived)
          .map((z) => z.project_zone_id),
      ),
      dayShiftStartMinute: minuteOfDay(project.day_shift_start),
      nightShiftStartMinute: minuteOfDay(project.night_shift_start),
    },
    readersBySerial,
    tagsByText,
    workers: new Map(
      workers.map((w) => [w.worker_id, { contractId: w.contract_id, name: w.name }]),
    ),
    zones: zoneMap,
    policy: {
      zones: zoneMap,
      contractRules: nestRules(contractRules),
      workerRules: nestRules(workerRules),
    },
  };
}

/**
 * Snapshots per project, reloaded when the project's configuration version moved. `get` checks
 * the version with one cheap query; `held` answers the snapshot as last loaded, for a caller that
 * checks the version itself (a batch's insert does, in its own statement).
 */
export function createSnapshotCache(db: Executor) {
  const cache = new Map<number, ProjectSnapshot>();
  return {
    held: (projectId: number): ProjectSnapshot | undefined => cache.get(projectId),
    async get(projectId: number): Promise<ProjectSnapshot | null> {
      const version = await currentConfigVersion(db, projectId);
      const hit = cache.get(projectId);
      if (hit && hit.version === version) return hit;
      const fresh = await loadSnapshot(db, projectId);
      if (fresh) cache.set(projectId, fresh);
      else cache.delete(projectId);
      return fresh;
    },
  };
}
