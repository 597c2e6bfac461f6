import { sql } from 'kysely';
import type { Database } from '../../packages/server/src/db/database.ts';
import type { AlertRead } from '../../packages/server/src/engine/engine.service.ts';

const ZONES = 20;
const READERS_PER_ZONE = 5;
const LISTED = 500;

/**
 * Something for every rule to do on the bench project (straight in SQL, as its history is):
 * 20 zones with a density rule each (over 200 people, at once; 250 are there) and 6,000 reads of the last 14
 * minutes across them; 100 readers, 10 silent for half an hour and 5 on battery; every worker's
 * last read (some days ago); 500 key persons (1–7 days) and 500 realtime persons; every contract's
 * deviation limits (10 % / 10 %); the end date watched from a year ahead. Every rule is on.
 */
export async function seedRuleLoad(db: Database, projectId: number) {
  await db.transaction().execute(async (tx) => {
    await sql`
      INSERT INTO zones (project_id, zone_name)
      SELECT ${projectId}, 'Level ' || z FROM generate_series(1, ${ZONES}::int) z
    `.execute(tx);
    await sql`
      INSERT INTO readers (project_id, hardware_model_id, manufacturer_serial_number, power_status,
        power_status_since, first_heard_at, last_heard_at)
      SELECT ${projectId}, CASE WHEN r % 5 = 0 THEN 2 ELSE 1 END, 'BENCH-' || r,
        CASE WHEN r % 20 = 1 THEN 2 ELSE 1 END, now() - interval '10 minutes',
        now() - interval '30 days',
        CASE WHEN r % 10 = 3 THEN now() - interval '30 minutes' ELSE now() - interval '20 seconds' END
      FROM generate_series(1, ${ZONES * READERS_PER_ZONE}::int) r
    `.execute(tx);
    // This month's partition, as the engine makes it ahead of need (the server is not up yet).
    await sql`SELECT ensure_tag_read_partition(date_trunc('month', now())::date)`.execute(tx);
    await sql`
      WITH z AS (SELECT project_zone_id, row_number() OVER (ORDER BY project_zone_id) AS n
                 FROM zones WHERE project_id = ${projectId}),
      r AS (SELECT reader_id, row_number() OVER (ORDER BY reader_id) AS n
            FROM readers WHERE project_id = ${projectId}),
      w AS (SELECT worker_id, contract_id, row_number() OVER (ORDER BY worker_id) AS n
            FROM workers WHERE project_id = ${projectId})
      INSERT INTO tag_reads (project_id, reader_id, port, tag, read_at, source, timesheet_date,
        worker_id, contract_id, project_zone_id, access_type, did_worker_have_access)
      SELECT ${projectId}, r.reader_id, 1, 'BENCH-TAG-' || w.worker_id,
        now() - (i * interval '140 milliseconds'), 1, current_date, w.worker_id, w.contract_id,
        z.project_zone_id, 1, true
      FROM generate_series(1, 6000) i
      JOIN w ON w.n = 1 + (i * 7919) % (SELECT count(*) FROM w)
      JOIN z ON z.n = 1 + i % ${ZONES}
      JOIN r ON r.n = 1 + (i % ${ZONES}) * ${READERS_PER_ZONE}
    `.execute(tx);
    await sql`
      INSERT INTO worker_last_seen (project_id, worker_id, seen_at, reader_id, port,
        project_zone_id, read_direction_id, is_unauthorized)
      SELECT ${projectId}, d.worker_id, max(d.last_seen_at),
        (SELECT min(reader_id) FROM readers WHERE project_id = ${projectId}), 1, NULL, 1, false
      FROM worker_days d WHERE d.project_id = ${projectId}
      GROUP BY d.worker_id
    `.execute(tx);
    for (const type of [
      'ZoneDensity',
      'ReaderStatus',
      'KeyPerson',
      'RealtimePerson',
      'ContractDeviation',
      'EndDate',
    ])
      await tx
        .insertInto('alert_instances')
        .values({ project_id: projectId, alert_type: type, is_active: true })
        .execute();
    await sql`
      INSERT INTO zone_density_rules (project_id, alert_instance_id, project_zone_id, cutoff_value, cutoff_minutes)
      SELECT ${projectId}, i.alert_instance_id, z.project_zone_id, 200, 0
      FROM zones z, alert_instances i
      WHERE z.project_id = ${projectId} AND i.project_id = ${projectId} AND i.alert_type = 'ZoneDensity'
    `.execute(tx);
    await sql`
      INSERT INTO alert_key_persons (project_id, worker_id, days_since_last_seen)
      SELECT ${projectId}, worker_id, 1 + worker_id % 7 FROM workers
      WHERE project_id = ${projectId} ORDER BY worker_id LIMIT ${LISTED}
    `.execute(tx);
    await sql`
      INSERT INTO alert_realtime_persons (project_id, worker_id)
      SELECT ${projectId}, worker_id FROM workers
      WHERE project_id = ${projectId} ORDER BY worker_id DESC LIMIT ${LISTED}
    `.execute(tx);
    await sql`
      INSERT INTO alert_contract_deviations (project_id, contract_id, under_deviation, over_deviation)
      SELECT ${projectId}, contract_id, 10, 10 FROM contracts WHERE project_id = ${projectId}
    `.execute(tx);
    await tx
      .insertInto('alert_end_dates')
      .values({ project_id: projectId, cut_off_days: 365 })
      .execute();
  });
  const workers = await db
    .selectFrom('workers')
    .select(['worker_id', 'contract_id'])
    .where('project_id', '=', projectId)
    .orderBy('worker_id')
    .execute();
  const zones = await db
    .selectFrom('zones')
    .select('project_zone_id')
    .where('project_id', '=', projectId)
    .execute();
  const reader = await db
    .selectFrom('readers')
    .select('reader_id')
    .where('project_id', '=', projectId)
    .orderBy('reader_id')
    .executeTakeFirstOrThrow();
  return {
    /**
     * A gateway's morning batch of 500 reads, one in ten of a listed worker, all of a new day
     * (each iteration its own, so each raises its ~50 facts anew).
     */
    arrivalBatch(i: number): AlertRead[] {
      const date = new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return Array.from({ length: 500 }, (_, k) => {
        // The last 500 workers are listed: one read in ten comes from them.
        const w =
          k % 10 === 0
            ? workers[workers.length - 1 - ((k / 10) % LISTED)]!
            : workers[(k * 37) % (workers.length - LISTED)]!;
        return {
          workerId: w.worker_id,
          contractId: w.contract_id,
          zoneId: zones[k % zones.length]!.project_zone_id,
          readerId: reader.reader_id,
          date,
          at: new Date(Date.now() - (500 - k) * 100),
        };
      });
    },
  };
}
