import { sql } from 'kysely';
import { DURATION_OPTIONS } from '@siteline/shared';
import type { Tx } from '../db/database.ts';
import { addDays, daysBetween, maxDate } from './calendar.ts';
import type { ProjectDates, SeededContract } from './contracts.ts';
import { idsByKey, insertInChunks } from './bulk.ts';
import type { Person } from './people.ts';
import type { Random } from './random.ts';
import { TRADE_DUTIES, type CrewKind } from './trades.ts';
import { profileExtras } from './worker-profile.ts';

export interface SeededWorker {
  workerId: number;
  contractId: number;
  trade: string;
  title: string;
  /** The day the worker was badged: registration, safety briefing and first badge. */
  startDate: string;
  siteNumber: string;
}

interface Crew {
  lead: string;
  superintendent: string | null;
  members: readonly (readonly [title: string, weight: number])[];
}

const CREWS: Record<CrewKind, Crew> = {
  trade: {
    lead: 'Foreman',
    superintendent: 'Superintendent',
    members: [
      ['Journeyman', 55],
      ['Apprentice', 30],
      ['Laborer', 15],
    ],
  },
  operators: {
    lead: 'Foreman',
    superintendent: 'Superintendent',
    members: [
      ['Operator', 50],
      ['Laborer', 40],
      ['Apprentice', 10],
    ],
  },
  general: {
    lead: 'Assistant Superintendent',
    superintendent: 'Superintendent',
    members: [
      ['Laborer', 60],
      ['Project Engineer', 15],
      ['Hoist Operator', 10],
      ['Safety Manager', 8],
      ['Fire Watch', 7],
    ],
  },
  security: {
    lead: 'Security Supervisor',
    superintendent: null,
    members: [['Security Officer', 1]],
  },
  commissioning: {
    lead: 'Commissioning Lead',
    superintendent: null,
    members: [['Commissioning Agent', 1]],
  },
};

// Five steps of the shared list (spec 002 §9), so the demo's random draws stay as they were.
const DURATIONS = [
  DURATION_OPTIONS[0],
  DURATION_OPTIONS[2],
  DURATION_OPTIONS[3],
  DURATION_OPTIONS[4],
  DURATION_OPTIONS[5],
] as const;
const NOTES = [
  'Bilingual (English/Spanish)',
  'Forklift certified',
  'Works nights on pour days',
  'Scaffold competent person',
  'Light duty until further notice',
] as const;

/** Largest-remainder split of `total` in proportion to `weights`, so the sum is exact. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum === 0 ? 0 : (total * w) / sum));
  const counts = exact.map(Math.floor);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (const { i } of order.slice(0, missing)) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

interface Draft {
  contract: SeededContract;
  person: Person;
  title: string;
  rank: 0 | 1 | 2; // member, lead, superintendent
  startDate: string;
  foremansName: string | null;
}

function draftCrew(
  contract: SeededContract,
  size: number,
  dates: ProjectDates,
  rng: Random,
  person: () => Person,
): Draft[] {
  const crew = CREWS[contract.kind];
  const first = maxDate(dates.startDate, contract.startDate);
  const span = Math.max(0, daysBetween(first, addDays(dates.today, -30)));
  // Leads mobilise with the contract; their crews fill in over the months after.
  const startFor = (rank: number) =>
    addDays(first, rng.int(0, rank > 0 ? Math.floor(span * 0.3) : span));
  const draft = (title: string, rank: Draft['rank'], foremansName: string | null): Draft => ({
    contract,
    person: person(),
    title,
    rank,
    startDate: startFor(rank),
    foremansName,
  });
  const fullName = (d: Draft) => `${d.person.firstName} ${d.person.lastName}`;

  const drafts: Draft[] = [];
  const superintendent =
    crew.superintendent && contract.isPrime && size >= 15
      ? draft(crew.superintendent, 2, null)
      : null;
  if (superintendent) drafts.push(superintendent);
  const leadCount = size >= 2 ? Math.max(1, Math.round(size / 9)) : 0;
  const leads = Array.from({ length: leadCount }, () =>
    draft(crew.lead, 1, superintendent && fullName(superintendent)),
  );
  drafts.push(...leads);
  for (let i = drafts.length; i < size; i++) {
    const lead = leads[i % Math.max(1, leads.length)];
    drafts.push(
      draft(rng.weighted(crew.members, ([, w]) => w)[0], 0, lead ? fullName(lead) : null),
    );
  }
  return drafts;
}

function registrationFields(d: Draft, siteNumber: string, rng: Random): Record<string, unknown> {
  const apprentice = d.title === 'Apprentice';
  const newHire = rng.chance(apprentice ? 0.4 : 0.12);
  const industry = apprentice
    ? rng.int(0, 1)
    : d.rank > 0
      ? rng.int(2 + d.rank - 1, 4)
      : rng.int(0, 4);
  const employment = newHire ? 0 : rng.int(0, industry);
  const before = (minDays: number, maxDays: number) =>
    addDays(d.startDate, -rng.int(minDays, maxDays));
  const duties = TRADE_DUTIES[d.contract.trade] ?? ['General labor'];
  const fields: Record<string, unknown> = {
    ...(d.person.telephone ? { Telephone: d.person.telephone } : {}),
    Responsibilities: d.rank > 0 ? `Crew supervision; ${rng.pick(duties)}` : rng.pick(duties),
    CityResident: d.person.cityResident,
    HasCompletedDrugTest: rng.chance(0.96),
    HasCompletedBackgroundCheck: rng.chance(0.9),
    HasCompletedEnvironmentalTraining: rng.chance(0.8),
    NewHire: newHire,
    SafetyBriefingDate: d.startDate,
    WorkerSiteNumber: siteNumber,
    EmploymentDuration: DURATIONS[employment],
    IndustryDuration: DURATIONS[industry],
    FitForDutyCalendarDate: before(1, 10),
    EmergencyContact: d.person.emergencyContact,
    ZipCode: d.person.zipCode,
  };
  if (rng.chance(0.85)) fields.OSHA10IssueDate = before(20, 2500);
  if (d.rank > 0 || rng.chance(0.12)) fields.OSHA30IssueDate = before(20, 3000);
  if (rng.chance(d.rank > 0 ? 0.7 : 0.25)) fields.FirstAidCPRIssueDate = before(10, 700);
  if (d.foremansName) fields.ForemansName = d.foremansName;
  const extras = profileExtras(
    { ...d, address: d.person.address, siteNumber },
    fields.FirstAidCPRIssueDate,
  );
  return {
    ...fields,
    ...extras,
    EmergencyContact: { ...d.person.emergencyContact, CountryCode: '+1' },
  };
}

/** Spreads `total` workers over the contracts by crew size and inserts them. */
export async function insertWorkers(
  tx: Tx,
  contracts: readonly SeededContract[],
  { workers: total, sitePrefix }: { workers: number; sitePrefix: string },
  dates: ProjectDates,
  rng: Random,
  person: () => Person,
): Promise<SeededWorker[]> {
  const sizes = allocate(
    total,
    contracts.map((c) => c.crew),
  );
  const drafts = contracts.flatMap((c, i) => draftCrew(c, sizes[i] ?? 0, dates, rng, person));
  // Site numbers follow registration order, as the badging desk would have issued them.
  const ordered = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.startDate.localeCompare(b.d.startDate) || a.i - b.i)
    .map(({ d }, n) => ({ d, siteNumber: `${sitePrefix}-${String(n + 1).padStart(5, '0')}` }));

  const rows = await insertInChunks(ordered, (chunk) =>
    tx
      .insertInto('workers')
      .values(
        chunk.map(({ d, siteNumber }) => {
          const registeredAt = `${d.startDate}T12:00:00Z`;
          return {
            project_id: dates.projectId,
            contract_id: d.contract.contractId,
            title: d.title,
            first_name: d.person.firstName,
            middle_name: d.person.middleName,
            last_name: d.person.lastName,
            trade: d.contract.trade,
            ethnicity: d.person.ethnicity,
            other_ethnicity: d.person.otherEthnicity,
            notes: rng.chance(0.04) ? rng.pick(NOTES) : null,
            address: d.person.address,
            telephone: d.person.telephone,
            email: d.person.email,
            fields: JSON.stringify(registrationFields(d, siteNumber, rng)),
            created_at: registeredAt,
            updated_at: registeredAt,
          };
        }),
      )
      .returning(['worker_id', sql<string>`fields->>'WorkerSiteNumber'`.as('site_number')])
      .execute(),
  );
  const ids = idsByKey(
    rows,
    (r) => r.site_number,
    (r) => r.worker_id,
  );
  return ordered.map(({ d, siteNumber }) => ({
    workerId: ids.get(siteNumber),
    contractId: d.contract.contractId,
    trade: d.contract.trade,
    title: d.title,
    startDate: d.startDate,
    siteNumber,
  }));
}
