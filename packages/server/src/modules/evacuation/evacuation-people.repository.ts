import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OnSiteWorker } from '../../engine/on-site.ts';
import { contractDisplayName, inContractScope } from '../../lib/contract-sql.ts';

/**
 * A session's people (DOMAIN.md "Evacuation"): the snapshot, those added by hand, their roll-call
 * state. Workers, contracts, companies and zones are read for the snapshot's words: a roll call
 * must not depend on what changes after it.
 */

/**
 * A person's words as the snapshot keeps them: name, company (a sub contract names its prime),
 * foreman, emergency contact and phone from the worker's record.
 */
const personColumns = sql`
  w.first_name || ' ' || w.last_name AS display_name,
  ${contractDisplayName} AS company_name,
  CASE WHEN c.parent_contract_id IS NULL THEN ${contractDisplayName}
    ELSE (SELECT coalesce(pc.display_name, pco.name, pc.trade, 'Contract ' || pc.contract_id)
          FROM contracts pc LEFT JOIN companies pco ON pco.company_id = pc.company_id
          WHERE pc.project_id = c.project_id AND pc.contract_id = c.parent_contract_id) END
    AS prime_company_name,
  CASE WHEN c.parent_contract_id IS NULL THEN NULL ELSE ${contractDisplayName} END
    AS sub_company_name,
  w.contract_id,
  nullif(w.fields->>'ForemansName', '') AS foremans_name,
  nullif(trim(CASE WHEN w.fields->'EmergencyContact'->>'PhoneNumber' LIKE '+%' THEN ''
      ELSE coalesce(w.fields->'EmergencyContact'->>'CountryCode', '') || ' ' END
    || coalesce(w.fields->'EmergencyContact'->>'PhoneNumber', '')), '') AS emergency_contact_phone,
  coalesce(w.telephone, w.fields->>'Telephone') AS telephone`;

/** Rows per INSERT of the snapshot (16 parameters each). */
export const SNAPSHOT_SLICE = 2000;

/** The snapshot: every person on site now, with their last location (DOMAIN.md "On site now"). */
export async function insertSnapshot(
  db: Executor,
  projectId: number,
  sessionId: number,
  onSite: readonly OnSiteWorker[],
  phoneOf: (telephone: string | null) => string | null,
) {
  if (onSite.length === 0) return 0;
  const { rows } = await sql<{
    worker_id: number;
    display_name: string;
    company_name: string;
    prime_company_name: string | null;
    sub_company_name: string | null;
    contract_id: number;
    foremans_name: string | null;
    emergency_contact_phone: string | null;
    telephone: string | null;
    project_zone_id: number | null;
    zone_name: string | null;
    last_seen_at: Date;
  }>`
    SELECT w.worker_id, ${personColumns}, s.zone_id AS project_zone_id, z.zone_name,
      s.last_seen_at
    FROM unnest(${onSite.map((o) => o.workerId)}::int[], ${onSite.map((o) => o.zoneId)}::int[],
      ${onSite.map((o) => o.lastSeenAt.toISOString())}::timestamptz[])
      AS s(worker_id, zone_id, last_seen_at)
    JOIN workers w ON w.project_id = ${projectId} AND w.worker_id = s.worker_id
    JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    LEFT JOIN zones z ON z.project_id = w.project_id AND z.project_zone_id = s.zone_id
    ORDER BY w.worker_id
  `.execute(db);
  if (rows.length === 0) return 0;
  // In slices: a statement carries at most 65,535 parameters, and a site of 5,000 on site with
  // 16 columns each would need 80,000.
  for (let i = 0; i < rows.length; i += SNAPSHOT_SLICE) {
    await db
      .insertInto('evacuation_session_workers')
      .values(
        rows.slice(i, i + SNAPSHOT_SLICE).map((r) => ({
          project_id: projectId,
          evacuation_session_id: sessionId,
          worker_id: r.worker_id,
          display_name: r.display_name,
          company_name: r.company_name,
          prime_company_name: r.prime_company_name,
          sub_company_name: r.sub_company_name,
          contract_id: r.contract_id,
          foremans_name: r.foremans_name,
          emergency_contact_phone: r.emergency_contact_phone,
          phone_e164: phoneOf(r.telephone),
          is_on_site: true,
          project_zone_id: r.project_zone_id,
          location_name: r.zone_name,
          last_seen_at: r.last_seen_at,
        })),
      )
      .execute();
  }
  return rows.length;
}

/**
 * A worker of the project added by hand (search-tradesmen), with their record's words; the
 * caller has passed the workers' door for them first.
 */
export async function insertWorkerPerson(
  db: Executor,
  projectId: number,
  sessionId: number,
  workerId: number,
  note: string | null,
  phoneOf: (telephone: string | null) => string | null,
): Promise<number | null | 'listed'> {
  const { rows } = await sql<{
    display_name: string;
    company_name: string;
    prime_company_name: string | null;
    sub_company_name: string | null;
    contract_id: number;
    foremans_name: string | null;
    emergency_contact_phone: string | null;
    telephone: string | null;
  }>`
    SELECT ${personColumns}
    FROM workers w
    JOIN contracts c ON c.project_id = w.project_id AND c.contract_id = w.contract_id
    LEFT JOIN companies co ON co.company_id = c.company_id
    WHERE w.project_id = ${projectId} AND w.worker_id = ${workerId} AND NOT w.is_deleted
  `.execute(db);
  const r = rows[0];
  if (!r) return null;
  const inserted = await sql<{ evacuation_session_worker_id: number }>`
    INSERT INTO evacuation_session_workers (project_id, evacuation_session_id, worker_id,
      display_name, company_name, prime_company_name, sub_company_name, contract_id, foremans_name,
      emergency_contact_phone, phone_e164, note, is_on_site)
    VALUES (${projectId}, ${sessionId}, ${workerId}, ${r.display_name}, ${r.company_name},
      ${r.prime_company_name}, ${r.sub_company_name}, ${r.contract_id}, ${r.foremans_name},
      ${r.emergency_contact_phone}, ${phoneOf(r.telephone)}, ${note}, false)
    ON CONFLICT (project_id, evacuation_session_id, worker_id) WHERE worker_id IS NOT NULL DO NOTHING
    RETURNING evacuation_session_worker_id
  `.execute(db);
  return inserted.rows[0]?.evacuation_session_worker_id ?? 'listed';
}

/** A visitor or an unbadged person, by name. */
export async function insertNamedPerson(
  db: Executor,
  projectId: number,
  sessionId: number,
  person: { name: string; company: string; note: string | null },
) {
  const row = await db
    .insertInto('evacuation_session_workers')
    .values({
      project_id: projectId,
      evacuation_session_id: sessionId,
      display_name: person.name,
      company_name: person.company,
      note: person.note,
      is_on_site: false,
    })
    .returning('evacuation_session_worker_id')
    .executeTakeFirstOrThrow();
  return row.evacuation_session_worker_id;
}

export interface PersonRow {
  evacuation_session_worker_id: number;
  worker_id: number | null;
  display_name: string;
  company_name: string;
  prime_company_name: string | null;
  sub_company_name: string | null;
  contract_id: number | null;
  foremans_name: string | null;
  note: string | null;
  is_verified: boolean;
  verified_at: Date | null;
  verified_by_name: string | null;
  is_on_site: boolean;
  project_zone_id: number | null;
  location_name: string | null;
  last_seen_at: Date | null;
  emergency_contact_phone: string | null;
  phone_e164: string | null;
  version: number;
}

/** Whom of a session a caller may see: its scope's contracts, and visitors (of no contract). */
function seenBy(column: string, scope: readonly number[] | null) {
  return scope === null
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(${sql.ref(column)} IS NULL OR ${inContractScope(column, scope)})`;
}

/** The session's people a caller may see (visitors, of no contract, everyone). */
export function people(
  db: Executor,
  projectId: number,
  sessionId: number,
  scope: readonly number[] | null,
  sessionWorkerId?: number,
): Promise<PersonRow[]> {
  return db
    .selectFrom('evacuation_session_workers as w')
    .leftJoin('users as u', 'u.user_id', 'w.verified_by')
    .select([
      'w.evacuation_session_worker_id',
      'w.worker_id',
      'w.display_name',
      'w.company_name',
      'w.prime_company_name',
      'w.sub_company_name',
      'w.contract_id',
      'w.foremans_name',
      'w.note',
      'w.is_verified',
      'w.verified_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('verified_by_name'),
      'w.is_on_site',
      'w.project_zone_id',
      'w.location_name',
      'w.last_seen_at',
      'w.emergency_contact_phone',
      'w.phone_e164',
      'w.version',
    ])
    .where('w.project_id', '=', projectId)
    .where('w.evacuation_session_id', '=', sessionId)
    .where(seenBy('w.contract_id', scope))
    .$if(sessionWorkerId !== undefined, (q) =>
      q.where('w.evacuation_session_worker_id', '=', sessionWorkerId!),
    )
    .orderBy('w.company_name')
    .orderBy('w.display_name')
    .orderBy('w.evacuation_session_worker_id')
    .execute();
}

/** Applies a person's change if it was made on their current version; answers the new version. */
export async function updatePerson(
  db: Executor,
  projectId: number,
  sessionWorkerId: number,
  expectedVersion: number,
  change: {
    isVerified?: boolean;
    note?: string | null;
    foremansName?: string | null;
  },
  userId: number,
) {
  const verified =
    change.isVerified === undefined
      ? {}
      : {
          is_verified: change.isVerified,
          verified_at: change.isVerified ? sql<Date>`now()` : null,
          verified_by: change.isVerified ? userId : null,
        };
  return db
    .updateTable('evacuation_session_workers')
    .set({
      ...verified,
      ...(change.note === undefined ? {} : { note: change.note }),
      ...(change.foremansName === undefined ? {} : { foremans_name: change.foremansName }),
      version: sql<number>`version + 1`,
    })
    .where('project_id', '=', projectId)
    .where('evacuation_session_worker_id', '=', sessionWorkerId)
    .where('version', '=', expectedVersion)
    .returning('version')
    .executeTakeFirst();
}

/** The distinct foremen named in the session (the foreman editor's choices). */
export async function foremen(
  db: Executor,
  projectId: number,
  sessionId: number,
  scope: readonly number[] | null,
) {
  const rows = await db
    .selectFrom('evacuation_session_workers')
    .select('foremans_name')
    .distinct()
    .where('project_id', '=', projectId)
    .where('evacuation_session_id', '=', sessionId)
    .where('foremans_name', 'is not', null)
    // The foremen of the people the caller sees: a company's member no other company's.
    .where(seenBy('contract_id', scope))
    .orderBy('foremans_name')
    .execute();
  return rows.map((r) => r.foremans_name!);
}
