import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { contractDisplayName } from '../../lib/contract-sql.ts';

/**
 * The desk's reads and writes. Registration is the one path besides the workers area that
 * creates a worker, its first tag and badge (docs/tables.md), always with the changelog.
 */

/** The project's contracts with their companies (contracts and companies: names for the list). */
export function listContracts(db: Executor, projectId: number) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      'c.contract_id',
      'c.company_id',
      'co.name as company_name',
      contractDisplayName.as('display_name'),
    ])
    .where('c.project_id', '=', projectId)
    .orderBy(sql`lower(${contractDisplayName})`)
    .execute();
}

export function projectTimeZone(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['time_zone_id', 'account_id', 'workday_boundary_hour'])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/**
 * A phone's digits as the duplicate rule compares them: a North American number's leading 1 is
 * dropped, so "+1 (718) 555-0177" and "718-555-0177" are one number.
 */
export function phoneKey(digits: string): string {
  return /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
}
const storedPhoneKey = sql<string>`regexp_replace(
  regexp_replace(coalesce(telephone, ''), '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')`;

/**
 * Takes the duplicate rule's locks for a person, in the transaction: two registrations of one
 * name or one number at once check one after the other, so the second sees the first.
 */
export async function lockPerson(
  tx: Executor,
  projectId: number,
  person: { firstName: string; lastName: string; phoneDigits: string | null },
) {
  const keys = [`name:${person.firstName.toLowerCase()}|${person.lastName.toLowerCase()}`];
  if (person.phoneDigits !== null) keys.push(`phone:${phoneKey(person.phoneDigits)}`);
  await sql`SELECT count(pg_advisory_xact_lock(${projectId}, hashtext(k)))
    FROM (SELECT k FROM unnest(${keys}::text[]) AS k ORDER BY k) s`.execute(tx);
}

/** People already on the project with the same name and birth date, or the same phone. */
export function findDuplicates(
  db: Executor,
  projectId: number,
  person: {
    firstName: string;
    lastName: string;
    birthDate: string | null;
    phoneDigits: string | null;
  },
) {
  return db
    .selectFrom('workers')
    .select(['worker_id', 'first_name', 'last_name'])
    .select((eb) =>
      eb
        .case()
        .when(
          sql<boolean>`${person.phoneDigits !== null} AND ${storedPhoneKey} = ${phoneKey(person.phoneDigits ?? '')}`,
        )
        .then(sql<'telephone'>`'telephone'`)
        .else(sql<'nameAndBirthDate'>`'nameAndBirthDate'`)
        .end()
        .as('reason'),
    )
    .where('project_id', '=', projectId)
    .where('is_deleted', '=', false)
    .where((eb) =>
      eb.or([
        sql<boolean>`${person.birthDate !== null}
          AND lower(first_name) = lower(${person.firstName})
          AND lower(last_name) = lower(${person.lastName})
          AND fields->>'BirthDate' = ${person.birthDate ?? ''}`,
        sql<boolean>`${person.phoneDigits !== null}
          AND ${storedPhoneKey} = ${phoneKey(person.phoneDigits ?? '')}`,
      ]),
    )
    .orderBy('worker_id')
    .limit(5)
    .execute();
}

/** The project's tag by its text, with its current holder (if any). */
export function findTag(db: Executor, projectId: number, tag: string) {
  return db
    .selectFrom('tags as t')
    .leftJoin('worker_tags as wt', (join) =>
      join
        .onRef('wt.project_id', '=', 't.project_id')
        .onRef('wt.tag_id', '=', 't.tag_id')
        .on('wt.valid_from', '<=', sql<Date>`now()`)
        .on((eb) =>
          eb.or([eb('wt.valid_to', 'is', null), eb('wt.valid_to', '>', sql<Date>`now()`)]),
        ),
    )
    .leftJoin('workers as w', (join) =>
      join.onRef('w.project_id', '=', 'wt.project_id').onRef('w.worker_id', '=', 'wt.worker_id'),
    )
    .select(['t.tag_id', 't.is_active', 'wt.worker_id', 'w.first_name', 'w.last_name'])
    .where('t.project_id', '=', projectId)
    .where(sql`lower(t.tag)`, '=', tag.toLowerCase())
    .executeTakeFirst();
}

export async function createTag(tx: Executor, projectId: number, tag: string, tagTypeId: number) {
  const row = await tx
    .insertInto('tags')
    .values({ project_id: projectId, tag, tag_type_id: tagTypeId })
    .returning('tag_id')
    .executeTakeFirstOrThrow();
  return row.tag_id;
}

/**
 * The badge from the workday boundary of its first date, as every screen gives one (the
 * worker_tags trigger sets the instants, DOMAIN.md "Worker tag"); answers them.
 */
export function assignTag(
  tx: Executor,
  entry: { projectId: number; workerId: number; tagId: number; startDate: string },
) {
  return tx
    .insertInto('worker_tags')
    .values({
      project_id: entry.projectId,
      worker_id: entry.workerId,
      tag_id: entry.tagId,
      start_date: entry.startDate,
    })
    .returning(['valid_from', 'valid_to'])
    .executeTakeFirstOrThrow();
}

export interface NewWorker {
  projectId: number;
  contractId: number;
  columns: Partial<
    Record<
      | 'title'
      | 'first_name'
      | 'middle_name'
      | 'last_name'
      | 'trade'
      | 'ethnicity'
      | 'address'
      | 'telephone'
      | 'email',
      string | null
    >
  >;
  fields: Record<string, unknown>;
}

export async function insertWorker(tx: Executor, worker: NewWorker) {
  const row = await tx
    .insertInto('workers')
    .values({
      project_id: worker.projectId,
      contract_id: worker.contractId,
      ...worker.columns,
      first_name: worker.columns.first_name ?? '',
      last_name: worker.columns.last_name ?? '',
      fields: JSON.stringify(worker.fields),
    })
    .returning('worker_id')
    .executeTakeFirstOrThrow();
  return row.worker_id;
}

/** Worker ids drawn ahead of the insert, so a batch knows which row became which worker. */
export async function nextWorkerIds(tx: Executor, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence('workers', 'worker_id'))::int AS id
    FROM generate_series(1, ${count})
  `.execute(tx);
  return rows.map((r) => r.id);
}

/** Many workers in one statement, with the ids drawn for them. */
export async function insertWorkers(
  tx: Executor,
  workers: readonly (NewWorker & { workerId: number })[],
) {
  if (workers.length === 0) return;
  await tx
    .insertInto('workers')
    .values(
      workers.map((worker) => ({
        worker_id: worker.workerId,
        project_id: worker.projectId,
        contract_id: worker.contractId,
        ...worker.columns,
        first_name: worker.columns.first_name ?? '',
        last_name: worker.columns.last_name ?? '',
        fields: JSON.stringify(worker.fields),
      })),
    )
    .execute();
}

/**
 * Existing worker, stage one: the current holder of an active tag on another project of the
 * same account (the owner's own sites: a worker badged at one is known at the next).
 */
export function findHolderInAccount(
  db: Executor,
  accountId: number,
  projectId: number,
  tag: string,
) {
  return db
    .selectFrom('tags as t')
    .innerJoin('projects as p', 'p.project_id', 't.project_id')
    .innerJoin('worker_tags as wt', (join) =>
      join.onRef('wt.project_id', '=', 't.project_id').onRef('wt.tag_id', '=', 't.tag_id'),
    )
    .innerJoin('workers as w', (join) =>
      join.onRef('w.project_id', '=', 'wt.project_id').onRef('w.worker_id', '=', 'wt.worker_id'),
    )
    .innerJoin('contracts as c', (join) =>
      join.onRef('c.project_id', '=', 'w.project_id').onRef('c.contract_id', '=', 'w.contract_id'),
    )
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .select([
      't.tag',
      't.project_id',
      'p.title as project_title',
      'w.worker_id',
      'w.title',
      'w.first_name',
      'w.middle_name',
      'w.last_name',
      'w.trade',
      'w.ethnicity',
      'w.address',
      'w.telephone',
      'w.email',
      'w.fields',
      't.tag_type_id',
      'co.name as company_name',
    ])
    .where('p.account_id', '=', accountId)
    .where('t.project_id', '<>', projectId)
    .where('t.is_active', '=', true)
    .where('w.is_deleted', '=', false)
    .where(sql`lower(t.tag)`, '=', tag.toLowerCase())
    .where('wt.valid_from', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('wt.valid_to', 'is', null), eb('wt.valid_to', '>', sql<Date>`now()`)]))
    .orderBy('wt.valid_from', 'desc')
    .executeTakeFirst();
}
