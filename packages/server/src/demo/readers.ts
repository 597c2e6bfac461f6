import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { idsByKey, type IdsByKey } from './bulk.ts';
import { uniqueValue, type Random } from './random.ts';
import type { ReaderPlan } from './site-layout.ts';

/** hardware_models rows seeded by migration 0001. */
const BLE_GATEWAY = 1;
const NFC_READER = 2;
/** DOMAIN.md read directions. */
const NOT_AVAILABLE = 1;
const IN = 2;
const OUT = 3;
const HARDWIRED = 1;
const BATTERY = 2;

interface Port {
  port: number;
  direction: number;
}

// A gate reader has a turnstile each way; a gateway just hears whatever is around it.
const PORTS: Record<ReaderPlan['model'], readonly Port[]> = {
  nfc: [
    { port: 1, direction: IN },
    { port: 2, direction: OUT },
  ],
  ble: [{ port: 1, direction: NOT_AVAILABLE }],
};

function serialNumber(model: ReaderPlan['model'], rng: Random): string {
  return model === 'ble'
    ? `EYG-${rng.int(23, 25)}-${String(rng.int(100, 99999)).padStart(5, '0')}`
    : `NFC-${rng.hex(2)}-${rng.int(1000, 9999)}`;
}

export interface ReaderSite {
  projectId: number;
  timeZoneId: string;
  startDate: string;
}

/**
 * Readers, each placed from the project's first day (midnight in the project's zone) until
 * further notice. Heard times stay null: the site simulator is what makes a reader talk.
 */
export async function insertReaders(
  tx: Tx,
  site: ReaderSite,
  readers: readonly ReaderPlan[],
  zones: IdsByKey,
  rng: Random,
  /** Serials issued so far on any demo project: the reads API names a reader by its serial. */
  used: Set<string>,
): Promise<{ readers: number; assignments: number }> {
  const placed = readers.map((plan) => ({
    plan,
    serial: uniqueValue(used, () => serialNumber(plan.model, rng)),
  }));

  const rows = await tx
    .insertInto('readers')
    .values(
      placed.map(({ plan, serial }) => ({
        project_id: site.projectId,
        hardware_model_id: plan.model === 'ble' ? BLE_GATEWAY : NFC_READER,
        manufacturer_serial_number: serial,
        access_points_count: PORTS[plan.model].length,
        power_status: plan.battery === undefined ? HARDWIRED : BATTERY,
        battery_level: plan.battery ?? null,
      })),
    )
    .returning(['reader_id', 'manufacturer_serial_number'])
    .execute();
  const readerIds = idsByKey(
    rows,
    (r) => r.manufacturer_serial_number,
    (r) => r.reader_id,
  );

  const assigned = placed.flatMap(({ plan, serial }) =>
    plan.zone === null ? [] : [{ plan, zone: plan.zone, readerId: readerIds.get(serial) }],
  );
  if (assigned.length === 0) return { readers: rows.length, assignments: 0 };
  const validFrom = sql<Date>`(${site.startDate}::date)::timestamp AT TIME ZONE ${site.timeZoneId}`;
  const assignments = await tx
    .insertInto('reader_assignments')
    .values(
      assigned.map(({ plan, zone, readerId }) => ({
        project_id: site.projectId,
        reader_id: readerId,
        valid_from: validFrom,
        valid_to: null,
        project_zone_id: zones.get(zone),
        location_name: plan.location,
        // The reader-level direction mirrors port 1; the ports carry the real ones.
        read_direction_id: PORTS[plan.model][0]?.direction ?? NOT_AVAILABLE,
      })),
    )
    .returning(['reader_assignment_id', 'reader_id'])
    .execute();
  const assignmentIds = idsByKey(
    assignments,
    (r) => String(r.reader_id),
    (r) => r.reader_assignment_id,
  );

  await tx
    .insertInto('reader_assignment_ports')
    .values(
      assigned.flatMap(({ plan, zone, readerId }) =>
        PORTS[plan.model].map((p) => ({
          project_id: site.projectId,
          reader_assignment_id: assignmentIds.get(String(readerId)),
          port: p.port,
          project_zone_id: zones.get(zone),
          read_direction_id: p.direction,
        })),
      ),
    )
    .execute();
  return { readers: rows.length, assignments: assignments.length };
}

/**
 * A reader re-assigned on a live site: the one at `location` moves to `toZone` at noon local,
 * `daysAgo` days before `today`. Its first assignment ends there and a new version begins
 * (reader assignments are time-versioned), so each read resolves to the zone of its instant.
 */
export async function moveReader(
  tx: Tx,
  site: ReaderSite,
  move: { location: string; toZone: string; daysAgo: number },
  zones: IdsByKey,
  today: string,
): Promise<number> {
  const current = await tx
    .selectFrom('reader_assignments')
    .select(['reader_assignment_id', 'reader_id', 'read_direction_id'])
    .where('project_id', '=', site.projectId)
    .where('location_name', '=', move.location)
    .where('valid_to', 'is', null)
    .executeTakeFirstOrThrow();
  const at = sql<Date>`((${today}::date - ${move.daysAgo}::int) + time '12:00')::timestamp AT TIME ZONE ${site.timeZoneId}`;
  await tx
    .updateTable('reader_assignments')
    .set({ valid_to: at })
    .where('reader_assignment_id', '=', current.reader_assignment_id)
    .execute();
  const zoneId = zones.get(move.toZone);
  const next = await tx
    .insertInto('reader_assignments')
    .values({
      project_id: site.projectId,
      reader_id: current.reader_id,
      valid_from: at,
      valid_to: null,
      project_zone_id: zoneId,
      location_name: `${move.toZone} (moved from ${move.location})`,
      read_direction_id: current.read_direction_id,
    })
    .returning('reader_assignment_id')
    .executeTakeFirstOrThrow();
  const ports = await tx
    .selectFrom('reader_assignment_ports')
    .select(['port', 'read_direction_id'])
    .where('reader_assignment_id', '=', current.reader_assignment_id)
    .execute();
  await tx
    .insertInto('reader_assignment_ports')
    .values(
      ports.map((p) => ({
        project_id: site.projectId,
        reader_assignment_id: next.reader_assignment_id,
        port: p.port,
        project_zone_id: zoneId,
        read_direction_id: p.read_direction_id,
      })),
    )
    .execute();
  return 1;
}
