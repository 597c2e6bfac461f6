import { sql } from 'kysely';
import type { Database, Executor, Tx } from '../db/database.ts';
import { hashPassword } from '../modules/auth/auth.passwords.ts';
import { idsByKey, required } from './bulk.ts';
import { addMonths, utcToday } from './calendar.ts';
import { COMPANIES, type CompanyKey } from './companies.ts';
import { insertContracts, type ProjectDates } from './contracts.ts';
import { createPersonFactory } from './people.ts';
import { PROJECT_PLANS, type DemoProjectIds, type ProjectPlan } from './projects.ts';
import { createRandom, type Random } from './random.ts';
import { insertReaders, moveReader } from './readers.ts';
import { insertTags } from './tags.ts';
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from './users.ts';
import { insertWorkers } from './workers.ts';
import { insertAccessRules, insertZones } from './zones.ts';
import { REALTIME_AREAS, seedRealtimeDemo } from './realtime-demo.ts';
import { seedRegistrationImport } from './registration-imports.ts';
import { seedSelfRegistrations } from './self-registrations.ts';

export { DEMO_PASSWORD, DEMO_USERS };
export { findDemoProjectIds, type DemoProjectIds } from './projects.ts';

export interface DemoCounts {
  projects: number;
  companies: number;
  contracts: number;
  workers: number;
  tags: number;
  workerTags: number;
  zones: number;
  accessRules: number;
  readers: number;
  readerAssignments: number;
  users: number;
}

export type DemoSummary =
  { seeded: false } | ({ seeded: true; counts: DemoCounts } & DemoProjectIds);

export interface SeedOptions {
  /** The day the dataset is built around ('YYYY-MM-DD'); defaults to today (UTC). */
  today?: string;
}

/** Changing it changes every generated name, badge and serial: screenshots depend on it. */
const SEED = 20261121;

async function isEmpty(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('projects').select('project_id').limit(1).executeTakeFirst();
  return row === undefined;
}

type Companies = { id: (key: CompanyKey) => number; name: (key: CompanyKey) => string };

async function insertCompanies(tx: Tx): Promise<Companies> {
  const keys = Object.keys(COMPANIES) as CompanyKey[];
  const rows = await tx
    .insertInto('companies')
    .values(keys.map((key) => ({ ...COMPANIES[key] })))
    .returning(['company_id', 'name'])
    .execute();
  const ids = idsByKey(
    rows,
    (r) => r.name,
    (r) => r.company_id,
  );
  return { id: (key) => ids.get(COMPANIES[key].name), name: (key) => COMPANIES[key].name };
}

interface ProjectContext {
  dates: ProjectDates;
  companies: Companies;
  rng: Random;
  /** Tag texts and reader serials issued so far: unique across the whole demo. */
  issued: Set<string>;
}

async function seedProject(
  tx: Tx,
  plan: ProjectPlan,
  { dates, companies, rng, issued }: ProjectContext,
): Promise<Omit<DemoCounts, 'projects' | 'companies' | 'users'>> {
  const contracts = await insertContracts(tx, plan.contracts, dates, companies, rng);
  const person = createPersonFactory(rng, plan.metro);
  const workers = await insertWorkers(tx, contracts, plan, dates, rng, person);
  const tags = await insertTags(tx, workers, dates, { ...plan, issued }, rng);
  const zones = await insertZones(tx, dates.projectId, plan.layout.zones);
  const accessRules = await insertAccessRules(tx, plan.layout, zones, contracts, workers, dates);
  const site = {
    projectId: dates.projectId,
    timeZoneId: plan.timeZoneId,
    startDate: dates.startDate,
  };
  const readers = await insertReaders(tx, site, plan.layout.readers, zones, rng, issued);
  if (plan.movedReader) {
    readers.assignments += await moveReader(tx, site, plan.movedReader, zones, dates.today);
  }
  await seedRealtimeDemo(
    tx,
    {
      projectId: dates.projectId,
      layout: plan.layout,
      areas: REALTIME_AREAS[plan.key],
      workers: workers.length,
    },
    zones,
  );
  return {
    contracts: contracts.length,
    workers: workers.length,
    tags: tags.tags,
    workerTags: tags.assignments,
    zones: zones.size,
    accessRules,
    readers: readers.readers,
    readerAssignments: readers.assignments,
  };
}

/**
 * Fills an empty database with the demo dataset: three ordinary projects (New York, Los Angeles,
 * and a small plain site without gates or shifts), a smaller demo-flagged one, and the demo users. Does nothing when any project exists, so it is
 * safe to call on every start; one transaction, so a failure leaves the database empty.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<DemoSummary> {
  if (!(await isEmpty(db))) return { seeded: false };
  // Hashed before the transaction: argon2 is deliberately slow and needs no lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = options.today ?? utcToday();

  return db.transaction().execute(async (tx): Promise<DemoSummary> => {
    // Several server instances may start together on one database: one seeds, the rest see it.
    await sql`SELECT pg_advisory_xact_lock(hashtext('siteline-demo-seed'))`.execute(tx);
    if (!(await isEmpty(tx))) return { seeded: false };

    const companies = await insertCompanies(tx);
    const accounts = await tx
      .insertInto('accounts')
      .values([...new Set(PROJECT_PLANS.map((p) => p.account))].map((name) => ({ name })))
      .returning(['account_id', 'name'])
      .execute();
    const accountIds = idsByKey(
      accounts,
      (a) => a.name,
      (a) => a.account_id,
    );

    const projects = await tx
      .insertInto('projects')
      .values(
        PROJECT_PLANS.map((p) => ({
          account_id: accountIds.get(p.account),
          title: p.title,
          short_code: p.shortCode,
          time_zone_id: p.timeZoneId,
          start_date: addMonths(today, -p.startMonthsAgo),
          end_date: addMonths(today, p.endMonthsAhead),
          workday_boundary_hour: 3,
          day_shift_start: p.shifts ? '04:00' : null,
          night_shift_start: p.shifts ? '14:00' : null,
          is_demo: p.isDemo,
        })),
      )
      .returning(['project_id', 'short_code', 'start_date', 'end_date'])
      .execute();
    const projectIds = idsByKey(
      projects,
      (p) => p.short_code ?? '',
      (p) => p.project_id,
    );
    const projectId = (key: ProjectPlan['key']) =>
      projectIds.get(PROJECT_PLANS.find((p) => p.key === key)?.shortCode ?? `project ${key}`);

    const counts: DemoCounts = {
      projects: projects.length,
      companies: Object.keys(COMPANIES).length,
      contracts: 0,
      workers: 0,
      tags: 0,
      workerTags: 0,
      zones: 0,
      accessRules: 0,
      readers: 0,
      readerAssignments: 0,
      users: 0,
    };
    const issued = new Set<string>();
    for (const [index, plan] of PROJECT_PLANS.entries()) {
      const row = projects.find((p) => p.short_code === plan.shortCode);
      if (!row) throw new Error(`demo seed: project ${plan.title} missing`);
      const dates = {
        projectId: row.project_id,
        startDate: row.start_date,
        endDate: row.end_date ?? today,
        today,
      };
      // One stream per project, so retuning one project leaves the others' data as it was.
      const rng = createRandom(SEED + index);
      const projectCounts = await seedProject(tx, plan, { dates, companies, rng, issued });
      for (const [key, value] of Object.entries(projectCounts)) {
        counts[key as keyof typeof projectCounts] += value;
      }
    }
    counts.users = await insertDemoUsers(tx, passwordHash, projectId, companies.id);
    await seedRegistrationImport(tx, required(projectId('newYork'), 'the New York project'));
    await seedSelfRegistrations(tx, required(projectId('newYork'), 'the New York project'));

    return {
      seeded: true,
      counts,
      newYorkProjectId: projectId('newYork'),
      losAngelesProjectId: projectId('losAngeles'),
      demoProjectId: projectId('demo'),
      schoolProjectId: projectId('school'),
    };
  });
}
