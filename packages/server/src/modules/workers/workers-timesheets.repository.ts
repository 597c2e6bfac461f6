import { sql } from 'kysely';
import { READ_DIRECTION, SAFE_PROX_TAG_TYPE_ID } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

// worker_days and tag_reads belong to the engine, zones to the zones area, readers to hardware
// (docs/tables.md): read here because the timesheets tab shows what the engine made of the
// worker's reads, named as the other areas name things.

/** The worker's days, the latest first, with the company of the contract worked under. */
export function listWorkerDays(db: Executor, projectId: number, workerId: number) {
  return db
    .selectFrom('worker_days as d')
    .leftJoin('contracts as c', (j) =>
      j.onRef('c.project_id', '=', 'd.project_id').onRef('c.contract_id', '=', 'd.contract_id'),
    )
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'd.timesheet_date',
      'd.first_seen_at',
      'd.last_seen_at',
      'd.gross_hours',
      'd.onsite_net_hours',
      'd.shift_type',
      sql<string | null>`coalesce(co.name, ${contractDisplayName})`.as('company_name'),
      // The exit toggle: the day's last Out read (the reads of a day are those of its
      // timesheet date, so a night shift's exit after midnight is its start date's).
      (eb) =>
        eb
          .selectFrom('tag_reads as r')
          .select((e) => e.fn.max('r.read_at').as('at'))
          .whereRef('r.project_id', '=', 'd.project_id')
          .whereRef('r.worker_id', '=', 'd.worker_id')
          .whereRef('r.timesheet_date', '=', 'd.timesheet_date')
          .where('r.read_direction_id', '=', READ_DIRECTION.Out)
          .as('last_exit_at'),
    ])
    .where('d.project_id', '=', projectId)
    .where('d.worker_id', '=', workerId)
    .orderBy('d.timesheet_date', 'desc')
    .execute();
}

/** Every read of the worker's timesheet date, in time order, with where and how it was read. */
export function listStamps(db: Executor, projectId: number, workerId: number, date: string) {
  return db
    .selectFrom('tag_reads as r')
    .innerJoin('readers as rd', (j) =>
      j.onRef('rd.project_id', '=', 'r.project_id').onRef('rd.reader_id', '=', 'r.reader_id'),
    )
    .leftJoin('zones as z', (j) =>
      j
        .onRef('z.project_id', '=', 'r.project_id')
        .onRef('z.project_zone_id', '=', 'r.project_zone_id'),
    )
    .leftJoin('tags as t', (j) =>
      j.onRef('t.project_id', '=', 'r.project_id').onRef('t.tag_id', '=', 'r.tag_id'),
    )
    .leftJoin('tag_types as tt', 'tt.tag_type_id', 't.tag_type_id')
    .select([
      'r.read_at',
      'r.read_direction_id',
      'z.zone_name',
      'tt.wireless_protocol',
      'rd.manufacturer_serial_number',
    ])
    .where('r.project_id', '=', projectId)
    .where('r.worker_id', '=', workerId)
    .where('r.timesheet_date', '=', date)
    .orderBy('r.read_at')
    .orderBy('r.reader_id')
    .orderBy('r.port')
    .execute();
}

/** spec 002 §6: whether the project uses safe-prox tags (tag type 5). */
export async function usesSafeProxTags(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tags')
    .select('tag_id')
    .where('project_id', '=', projectId)
    .where('tag_type_id', '=', SAFE_PROX_TAG_TYPE_ID)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
