import type { TagRead } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../engine/engine.service.ts';
import { ON_SITE_WINDOW_MS } from '../../engine/on-site.ts';
import { addDays, timesheetDate, zonedTimeToInstant } from '../../lib/time.ts';
import { TZ, createSite, type Site } from '../../../test/engine-fixture.ts';

/**
 * A site for the dashboard tests, built on the engine fixture (one gate: port 1 In, port 2 Out):
 *   Electrical (critical, Div 26) ← Alice      Plumbing (Div 22) ← Bob
 *   Concrete prime (Div 03) ← Carol, with its sub Concrete Sub ← Dave (evenings: night shift)
 *   Owner services ← Olga (no plan)
 * Each contract has its own company, so a company-limited member sees one. Every presence is a
 * gate In and a gate Out (or only an In: still on site); the test computes every figure from
 * the same `shifts` list the reads are made from.
 */
export interface Shift {
  who: Person;
  date: string;
  in: string;
  /** Null: came in and has not left. */
  out: string | null;
}
export type Person = 'alice' | 'bob' | 'carol' | 'dave' | 'olga';

/** Hours between two 'HH:mm' of the same day (no DST day in the main schedule). */
export function hoursBetween(from: string, to: string): number {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return (minutes(to) - minutes(from)) / 60;
}

/** The current timesheet date in the fixture's zone (boundary 03:00), as the server sees it. */
export function todayOnSite(): string {
  return timesheetDate(Date.now(), TZ, 3);
}

export async function createDashboardSite(db: Database, title: string) {
  const site = await createSite(db, title);
  const { projectId } = site;
  const company = async (name: string) =>
    (
      await db
        .insertInto('companies')
        .values({ name: `${title} ${name}` })
        .returning('company_id')
        .executeTakeFirstOrThrow()
    ).company_id;
  const division = async (code: string, name: string) =>
    (
      await db
        .insertInto('divisions')
        .values({ project_id: projectId, code, name })
        .returning('division_id')
        .executeTakeFirstOrThrow()
    ).division_id;
  const div26 = await division('26', 'Electrical');
  const div22 = await division('22', 'Plumbing');
  const div03 = await division('03', 'Concrete');
  await db
    .updateTable('contracts')
    .set({ is_critical_trade: true, division_id: div26 })
    .where('contract_id', '=', site.contracts.electrical)
    .execute();
  await db
    .updateTable('contracts')
    .set({ division_id: div22, company_id: await company('Plumbing Co') })
    .where('contract_id', '=', site.contracts.plumbing)
    .execute();
  const contract = async (
    name: string,
    extra: { parent?: number; ownerServices?: boolean; division?: number } = {},
  ) =>
    (
      await db
        .insertInto('contracts')
        .values({
          project_id: projectId,
          company_id: await company(name),
          parent_contract_id: extra.parent ?? null,
          trade: name,
          display_name: name,
          division_id: extra.division ?? null,
          owner_services: extra.ownerServices ?? false,
        })
        .returning('contract_id')
        .executeTakeFirstOrThrow()
    ).contract_id;
  const concrete = await contract('Concrete', { division: div03 });
  const concreteSub = await contract('Concrete Sub', { parent: concrete, division: div03 });
  const owner = await contract('Owner Services', { ownerServices: true });

  const person = async (first: string, contractId: number) => {
    const w = await db
      .insertInto('workers')
      .values({ project_id: projectId, contract_id: contractId, first_name: first, last_name: 'T' })
      .returning('worker_id')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('tags')
      .values({ project_id: projectId, tag: `T-${first}-${projectId}`, tag_type_id: 1 })
      .returning(['tag_id', 'tag'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('worker_tags')
      .values({
        project_id: projectId,
        worker_id: w.worker_id,
        tag_id: tag.tag_id,
        start_date: '2020-01-01',
      })
      .execute();
    return { workerId: w.worker_id, tag: tag.tag };
  };
  const carol = await person('CAROL', concrete);
  const dave = await person('DAVE', concreteSub);
  const olga = await person('OLGA', owner);

  const tags: Record<Person, string> = {
    alice: site.tag('T-ALICE'),
    bob: site.tag('T-BOB'),
    carol: carol.tag,
    dave: dave.tag,
    olga: olga.tag,
  };
  const contractOf: Record<Person, number> = {
    alice: site.contracts.electrical,
    bob: site.contracts.plumbing,
    carol: concrete,
    dave: concreteSub,
    olga: owner,
  };
  return {
    site,
    projectId,
    divisions: { div26, div22, div03 },
    contracts: {
      electrical: site.contracts.electrical,
      plumbing: site.contracts.plumbing,
      concrete,
      concreteSub,
      owner,
    },
    contractOf,
    tags,
  };
}
export type DashboardSite = Awaited<ReturnType<typeof createDashboardSite>>;

/**
 * DOMAIN.md "On site now" worked out from the shifts by hand: the people whose In at the gate is
 * past and less than 16 hours old, with no Out yet. At 23:00 a 07:00 arrival has dropped out of
 * the window; at 05:00 today's arrivals have not happened: the count depends on the hour.
 */
export function onSiteFromShifts(shifts: readonly Shift[], now = Date.now()): Person[] {
  const at = (s: Shift, time: string) => zonedTimeToInstant(s.date, time, TZ).getTime();
  const inside = shifts.filter((s) => {
    const arrived = at(s, s.in);
    if (arrived > now || arrived <= now - ON_SITE_WINDOW_MS) return false;
    return s.out === null || at(s, s.out) > now;
  });
  return [...new Set(inside.map((s) => s.who))];
}

export function shiftReads(site: Site, tag: string, s: Shift): TagRead[] {
  const reads = [site.read('GATE-1', 1, tag, s.date, s.in)];
  if (s.out !== null) reads.push(site.read('GATE-1', 2, tag, s.date, s.out));
  return reads;
}

/** Reads through the engine and presence processing, as a gateway would send them. */
export async function arrange(
  engine: Engine,
  d: DashboardSite,
  shifts: readonly Shift[],
  extra: TagRead[] = [],
) {
  const reads = shifts.flatMap((s) => shiftReads(d.site, d.tags[s.who], s));
  // Today's reads may lie later than this instant: judge them as of tomorrow.
  const res = await engine.ingest(d.projectId, [...reads, ...extra], {
    live: false,
    now: Date.now() + 2 * 86_400_000,
  });
  if (res.Rejected.length) throw new Error(`rejected reads: ${JSON.stringify(res.Rejected)}`);
  await engine.processAllPresence();
}

export interface PlanDay {
  contractId: number;
  date: string;
  headcount: number;
  hours: number;
}

/** A plan of `hours` a day with `headcount` people from `from` to `to` (inclusive). */
export function planDays(
  contractId: number,
  from: string,
  to: string,
  headcount: number,
  hours: number,
) {
  const days: PlanDay[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    days.push({ contractId, date: d, headcount, hours });
  return days;
}

export async function insertPlan(db: Database, projectId: number, days: readonly PlanDay[]) {
  await db
    .insertInto('workforce_plan_days')
    .values(
      days.map((p) => ({
        project_id: projectId,
        contract_id: p.contractId,
        plan_date: p.date,
        planned_headcount: p.headcount,
        planned_hours: p.hours,
        source: 'manual' as const,
      })),
    )
    .execute();
}
