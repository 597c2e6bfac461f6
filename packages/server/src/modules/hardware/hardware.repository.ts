import type { ReaderOrderBy, ReaderStatusId } from '@siteline/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor, Tx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { naturalSortKey } from '../../lib/natural-sql.ts';

/** Zone names in natural order (Level 2 before Level 10), as every list and filter shows them. */
const zoneOrder = naturalSortKey('z.zone_name');

export interface ReaderFilter {
  projectId: number;
  /** A zone id, or null for readers placed in no zone; undefined: any. */
  zoneId?: number | null;
  status?: ReaderStatusId;
  hardwareModelId?: number;
  /** Already trimmed and long enough (spec 002 §5); matched anywhere, case-insensitive. */
  search?: string;
}

export interface ReaderPageRequest extends ReaderFilter {
  orderBy: ReaderOrderBy;
  reverse: boolean;
  page: number;
  pageSize: number;
}

/** Any query with the assignment in scope as `ra`. */
type AssignmentScope = ExpressionBuilder<DB & { ra: DB['reader_assignments'] }, 'ra'>;

/**
 * DOMAIN.md: Online (3) when heard within the model's OnlineStatusMinutesToWait, else Offline (2);
 * Unknown (4) before the reader is first heard. Computed in SQL so it can filter and sort.
 */
const readerStatus = sql<ReaderStatusId>`(CASE
  WHEN r.last_heard_at IS NULL THEN 4
  WHEN r.last_heard_at >= now() - make_interval(mins => hm.online_status_minutes_to_wait) THEN 3
  ELSE 2 END)`;

/** `%` and `_` in the user's text are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The project's readers with their current assignment (the row with valid_to IS NULL) and its
 * zone, filtered. The zone name is joined here rather than asked of the zones module so the page
 * is sorted by it in the same query.
 */
function filteredReaders(db: Executor, f: ReaderFilter) {
  let q = db
    .selectFrom('readers as r')
    .innerJoin('hardware_models as hm', 'hm.hardware_model_id', 'r.hardware_model_id')
    .leftJoin('reader_assignments as ra', (join) =>
      join
        .onRef('ra.project_id', '=', 'r.project_id')
        .onRef('ra.reader_id', '=', 'r.reader_id')
        .on('ra.valid_to', 'is', null),
    )
    .leftJoin('zones as z', (join) =>
      join
        .onRef('z.project_id', '=', 'ra.project_id')
        .onRef('z.project_zone_id', '=', 'ra.project_zone_id'),
    )
    .where('r.project_id', '=', f.projectId);

  const { zoneId, status, hardwareModelId, search } = f;
  if (zoneId === null) {
    q = q.where('ra.project_zone_id', 'is', null);
  } else if (zoneId !== undefined) {
    // The reader's zone, or the zone of any of its ports: "which readers serve this zone".
    q = q.where((eb) =>
      eb.or([
        eb('ra.project_zone_id', '=', zoneId),
        eb.exists(
          eb
            .selectFrom('reader_assignment_ports as p')
            .select(sql`1`.as('one'))
            .whereRef('p.project_id', '=', 'ra.project_id')
            .whereRef('p.reader_assignment_id', '=', 'ra.reader_assignment_id')
            .where('p.project_zone_id', '=', zoneId),
        ),
      ]),
    );
  }
  if (status !== undefined) q = q.where(readerStatus, '=', status);
  if (hardwareModelId !== undefined) q = q.where('r.hardware_model_id', '=', hardwareModelId);
  if (search !== undefined) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        eb('r.manufacturer_serial_number', 'ilike', pattern),
        eb('ra.location_name', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

/** The assignment's ports, by port number, as a JSON array. */
function assignmentPorts(eb: AssignmentScope) {
  return jsonArrayFrom(
    eb
      .selectFrom('reader_assignment_ports as p')
      .select([
        'p.port as Port',
        'p.project_zone_id as ProjectZoneId',
        'p.read_direction_id as ReadDirectionId',
      ])
      .whereRef('p.project_id', '=', 'ra.project_id')
      .whereRef('p.reader_assignment_id', '=', 'ra.reader_assignment_id')
      .orderBy('p.port'),
  ).as('ports');
}

/** One page of readers, sorted and filtered in SQL, and the number of readers that match. */
export async function listReaders(db: Executor, request: ReaderPageRequest) {
  const direction = request.reverse ? 'desc' : 'asc';
  let page = filteredReaders(db, request).select((eb) => [
    'r.reader_id',
    'r.manufacturer_serial_number',
    'r.hardware_model_id',
    'hm.display_name as hardware_model_display_name',
    'r.access_points_count',
    'r.power_status',
    'r.battery_level',
    'r.last_heard_at',
    'ra.project_zone_id',
    'z.zone_name',
    'ra.location_name',
    'ra.read_direction_id',
    readerStatus.as('reader_status_id'),
    assignmentPorts(eb),
  ]);
  switch (request.orderBy) {
    case 'ZoneName':
      page = page.orderBy(zoneOrder, (ob) => ob[direction]().nullsLast());
      break;
    case 'ReaderStatus':
      page = page.orderBy(readerStatus, direction);
      break;
    case 'PowerStatus':
      page = page.orderBy('r.power_status', direction);
      break;
    case 'LastActiveDate':
      // Readers never heard have no date: last either way.
      page = page.orderBy('r.last_heard_at', (ob) => ob[direction]().nullsLast());
      break;
  }
  // A stable order inside equal keys, so paging never shows a reader twice or skips one.
  page = page
    .orderBy(zoneOrder, (ob) => ob.asc().nullsLast())
    .orderBy('z.zone_name')
    .orderBy('r.manufacturer_serial_number')
    .orderBy('r.reader_id');

  const [rows, total] = await Promise.all([
    page
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize)
      .execute(),
    filteredReaders(db, request)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type ReaderListRow = Awaited<ReturnType<typeof listReaders>>['rows'][number];

/** Readers whose serial number or location name contains the text, by serial number. */
export function suggestReaders(db: Executor, projectId: number, search: string, limit: number) {
  return filteredReaders(db, { projectId, search })
    .select(['r.reader_id', 'r.manufacturer_serial_number', 'ra.location_name'])
    .orderBy('r.manufacturer_serial_number')
    .orderBy('r.reader_id')
    .limit(limit)
    .execute();
}

export function listHardwareModels(db: Executor) {
  return db
    .selectFrom('hardware_models')
    .select([
      'hardware_model_id',
      'name',
      'display_name',
      'online_status_minutes_to_wait',
      'power_status_minutes_to_wait',
    ])
    .orderBy('display_name')
    .orderBy('hardware_model_id')
    .execute();
}

/** The reader, if it belongs to the project; `lock` holds it until the transaction ends. */
export function findReader(db: Executor, projectId: number, readerId: number, lock = false) {
  let q = db
    .selectFrom('readers')
    .select([
      'reader_id',
      'manufacturer_serial_number',
      'access_points_count',
      'created_at',
      'first_read_at',
    ])
    .where('project_id', '=', projectId)
    .where('reader_id', '=', readerId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export type ReaderRow = NonNullable<Awaited<ReturnType<typeof findReader>>>;

/** The reader's current assignment with its ports, or undefined when it was never placed. */
export function findCurrentAssignment(db: Executor, projectId: number, readerId: number) {
  return db
    .selectFrom('reader_assignments as ra')
    .select((eb) => [
      'ra.reader_assignment_id',
      'ra.project_zone_id',
      'ra.location_name',
      'ra.read_direction_id',
      assignmentPorts(eb),
    ])
    .where('ra.project_id', '=', projectId)
    .where('ra.reader_id', '=', readerId)
    .where('ra.valid_to', 'is', null)
    .executeTakeFirst();
}

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findCurrentAssignment>>>;

export interface NewAssignment {
  projectId: number;
  readerId: number;
  zoneId: number | null;
  locationName: string | null;
  readDirectionId: number;
  ports: readonly { port: number; zoneId: number | null; readDirectionId: number }[];
  userId: number;
  /** When the placement applies from; null: now (the transaction's). */
  from: Date | null;
}

/**
 * A new version of the reader's placement: the current row ends now and the new one starts
 * now, ports included. Both instants are the transaction's now(), so the versions meet exactly.
 */
export async function replaceAssignment(tx: Tx, next: NewAssignment): Promise<void> {
  await tx
    .updateTable('reader_assignments')
    // A version that only starts in the future (set up ahead) ends empty instead of backwards.
    .set({ valid_to: sql<Date>`greatest(valid_from, now())` })
    .where('project_id', '=', next.projectId)
    .where('reader_id', '=', next.readerId)
    .where('valid_to', 'is', null)
    .execute();
  const row = await tx
    .insertInto('reader_assignments')
    .values({
      project_id: next.projectId,
      reader_id: next.readerId,
      valid_from: next.from ?? sql<Date>`now()`,
      valid_to: null,
      project_zone_id: next.zoneId,
      location_name: next.locationName,
      read_direction_id: next.readDirectionId,
      created_by_user_id: next.userId,
    })
    .returning('reader_assignment_id')
    .executeTakeFirstOrThrow();
  if (next.ports.length === 0) return;
  await tx
    .insertInto('reader_assignment_ports')
    .values(
      next.ports.map((p) => ({
        project_id: next.projectId,
        reader_assignment_id: row.reader_assignment_id,
        port: p.port,
        project_zone_id: p.zoneId,
        read_direction_id: p.readDirectionId,
      })),
    )
    .execute();
}
