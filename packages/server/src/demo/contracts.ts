import type { Tx } from '../db/database.ts';
import { addDays, maxDate, minDate } from './calendar.ts';
import type { CompanyKey } from './companies.ts';
import { idsByKey, insertInChunks, required, type IdsByKey } from './bulk.ts';
import type { Random } from './random.ts';
import {
  DIVISIONS,
  OWNER_SERVICES_CONTRACT_TYPE,
  WORKFORCE_CONTRACT_TYPE,
  type ContractPlan,
  type CrewKind,
  type Phase,
} from './trades.ts';

export interface ProjectDates {
  projectId: number;
  startDate: string;
  endDate: string;
  today: string;
}

export interface SeededContract {
  contractId: number;
  trade: string;
  companyKey: CompanyKey | null;
  isPrime: boolean;
  kind: CrewKind;
  crew: number;
  startDate: string;
  endDate: string;
}

// Days after the project start that a trade mobilises: [min, max].
const MOBILISATION: Record<Phase, [number, number]> = {
  early: [0, 14],
  core: [30, 90],
  late: [90, 150],
};

interface Draft {
  plan: ContractPlan;
  companyKey: CompanyKey | null;
  trade: string;
  divisionCode: string;
  crew: number;
  parent: Draft | null;
  displayName: string;
  startDate: string;
  endDate: string;
}

function displayName(companyName: string | null, trade: string): string {
  return `${companyName ?? 'Placeholder'} - ${trade}`;
}

/**
 * Every trade must have mobilised at least 45 days ago: workers were badged from their
 * contract's start until 30 days ago, and the simulator needs them all on site today.
 */
function draftContracts(
  plans: readonly ContractPlan[],
  dates: ProjectDates,
  companyName: (key: CompanyKey) => string,
  rng: Random,
): Draft[] {
  const latestStart = addDays(dates.today, -45);
  const drafts: Draft[] = [];
  for (const plan of plans) {
    const [min, max] = MOBILISATION[plan.phase];
    const start = maxDate(
      dates.startDate,
      minDate(addDays(dates.startDate, rng.int(min, max)), latestStart),
    );
    const end = addDays(dates.endDate, -rng.int(0, plan.phase === 'early' ? 120 : 45));
    const prime: Draft = {
      plan,
      companyKey: plan.company,
      trade: plan.trade,
      divisionCode: plan.division,
      crew: plan.crew,
      parent: null,
      displayName: displayName(plan.company && companyName(plan.company), plan.trade),
      startDate: start,
      endDate: end,
    };
    drafts.push(prime);
    for (const sub of plan.subs ?? []) {
      drafts.push({
        plan,
        companyKey: sub.company,
        trade: sub.trade,
        divisionCode: sub.division ?? plan.division,
        crew: sub.crew,
        parent: prime,
        displayName: displayName(companyName(sub.company), sub.trade),
        startDate: minDate(addDays(start, rng.int(0, 30)), maxDate(start, latestStart)),
        endDate: addDays(end, -rng.int(0, 30)),
      });
    }
  }
  return drafts;
}

export async function insertDivisions(tx: Tx, projectId: number): Promise<IdsByKey> {
  const rows = await tx
    .insertInto('divisions')
    .values(DIVISIONS.map((d) => ({ project_id: projectId, code: d.code, name: d.name })))
    .returning(['division_id', 'code'])
    .execute();
  return idsByKey(
    rows,
    (r) => r.code,
    (r) => r.division_id,
  );
}

/** Primes first, then subs pointing at them: the parent's id only exists once it is inserted. */
export async function insertContracts(
  tx: Tx,
  plans: readonly ContractPlan[],
  dates: ProjectDates,
  companies: { id: (key: CompanyKey) => number; name: (key: CompanyKey) => string },
  rng: Random,
): Promise<SeededContract[]> {
  const divisions = await insertDivisions(tx, dates.projectId);
  const drafts = draftContracts(plans, dates, companies.name, rng);
  const ids = new Map<Draft, number>();

  for (const tier of [drafts.filter((d) => !d.parent), drafts.filter((d) => d.parent)]) {
    const rows = await insertInChunks(tier, (chunk) =>
      tx
        .insertInto('contracts')
        .values(
          chunk.map((d) => ({
            project_id: dates.projectId,
            company_id: d.companyKey && companies.id(d.companyKey),
            parent_contract_id: d.parent ? required(ids.get(d.parent), d.parent.displayName) : null,
            contract_type_id: d.plan.ownerServices
              ? OWNER_SERVICES_CONTRACT_TYPE
              : WORKFORCE_CONTRACT_TYPE,
            trade: d.trade,
            division_id: divisions.get(d.divisionCode),
            is_critical_trade: !d.parent && d.plan.critical === true,
            owner_services: d.plan.ownerServices === true,
            display_name: d.displayName,
            start_date: d.startDate,
            end_date: d.endDate,
          })),
        )
        .returning(['contract_id', 'display_name'])
        .execute(),
    );
    const byName = idsByKey(
      rows,
      (r) => r.display_name ?? '',
      (r) => r.contract_id,
    );
    for (const d of tier) ids.set(d, byName.get(d.displayName));
  }

  return drafts.map((d) => ({
    contractId: required(ids.get(d), d.displayName),
    trade: d.trade,
    companyKey: d.companyKey,
    isPrime: !d.parent,
    kind: d.plan.kind ?? 'trade',
    crew: d.crew,
    startDate: d.startDate,
    endDate: d.endDate,
  }));
}
