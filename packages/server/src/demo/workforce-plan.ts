import { roundHours } from '@siteline/shared';
import { addDays, daysBetween, maxDate } from './calendar.ts';
import { hashString } from './simulator/seeds.ts';
import { weekday } from './simulator/local-time.ts';

/**
 * The demo's workforce plan: what a scheduler would have loaded for each workforce trade, made to
 * agree with the presence the simulator produced, so the deviation and TCI figures tell a
 * believable story: most trades within ±5 %, two behind by 10–15 %, one ahead by 8 %, and one
 * critical trade in jeopardy (about −17 %).
 *
 * The plan starts when the site went live on Siteline (the first day of the presence history) or
 * when the trade mobilised, whichever is later: before it there are no hours to compare. Up to
 * today it follows the trade's real level (a four-week average of its weekday hours, with its own
 * Saturday share and no Sundays) divided by the trade's performance; after today it holds the last
 * four weeks' level and ramps down to a fifth of it over the last part of the contract.
 */

export interface ContractHistory {
  contractId: number;
  parentContractId: number | null;
  isCritical: boolean;
  displayName: string;
  startDate: string;
  endDate: string;
  /** Hours and distinct workers per timesheet date, before today. */
  days: ReadonlyMap<string, { hours: number; workers: number }>;
}

export interface PlannedDay {
  contractId: number;
  date: string;
  hours: number;
  headcount: number;
}

/** Actual ÷ planned for the trades with a story; every other trade lands within ±3.5 %. */
export const PERFORMANCE = { jeopardy: 0.83, behind: [0.87, 0.89], ahead: 1.08 } as const;
const SMOOTHING_DAYS = 14;
const RAMP_DOWN_SHARE = 0.3;
const RAMP_DOWN_FLOOR = 0.2;

/**
 * Each trade's performance (actual ÷ planned hours). Ranked by hours worked, deterministically:
 * the biggest critical prime is in jeopardy, the 2nd and 4th biggest other primes are behind, the
 * 3rd is ahead. Sub contracts keep their prime's performance, give or take 1 %.
 */
export function performances(contracts: readonly ContractHistory[]): Map<number, number> {
  const total = (c: ContractHistory) => [...c.days.values()].reduce((s, d) => s + d.hours, 0);
  const primes = contracts
    .filter((c) => c.parentContractId === null && total(c) > 0)
    .sort((a, b) => total(b) - total(a) || a.displayName.localeCompare(b.displayName));
  const perf = new Map<number, number>();
  const noise = (c: ContractHistory, spread: number) =>
    ((hashString(c.displayName) % 1000) / 999 - 0.5) * 2 * spread;
  const jeopardy = primes.find((c) => c.isCritical);
  if (jeopardy) perf.set(jeopardy.contractId, PERFORMANCE.jeopardy);
  const others = primes.filter((c) => c !== jeopardy);
  const story = [PERFORMANCE.behind[0], PERFORMANCE.ahead, PERFORMANCE.behind[1]];
  others.forEach((c, i) => {
    const value = i >= 1 && i <= 3 ? story[i - 1]! : 1 + noise(c, 0.035);
    perf.set(c.contractId, value);
  });
  for (const c of contracts) {
    if (perf.has(c.contractId)) continue;
    const parent = c.parentContractId === null ? undefined : perf.get(c.parentContractId);
    perf.set(c.contractId, (parent ?? 1) + noise(c, 0.01));
  }
  return perf;
}

function isWorkday(date: string) {
  const d = weekday(date);
  return d >= 1 && d <= 5;
}

/** The plan of one contract from the first day with history (or its start) to its end. */
export function planContract(
  c: ContractHistory,
  performance: number,
  window: { historyStart: string; today: string },
): PlannedDay[] {
  const hoursOn = (date: string) => c.days.get(date)?.hours ?? 0;
  const first = maxDate(c.startDate, window.historyStart);
  const lastPast = addDays(window.today, -1);
  if (first > lastPast) return [];
  let worked = 0;
  let workerDays = 0;
  let weekdaySum = 0;
  let weekdayCount = 0;
  let saturdaySum = 0;
  let saturdayCount = 0;
  for (let d = first; d <= lastPast; d = addDays(d, 1)) {
    const day = c.days.get(d);
    worked += day?.hours ?? 0;
    workerDays += day?.workers ?? 0;
    if (isWorkday(d)) {
      weekdaySum += hoursOn(d);
      weekdayCount++;
    } else if (weekday(d) === 6) {
      saturdaySum += hoursOn(d);
      saturdayCount++;
    }
  }
  if (worked === 0 || weekdayCount === 0) return [];
  const hoursPerWorker = worked / workerDays;
  const saturdayShare = saturdayCount
    ? saturdaySum / saturdayCount / (weekdaySum / weekdayCount)
    : 0;
  const dayShare = (date: string) =>
    isWorkday(date) ? 1 : weekday(date) === 6 ? saturdayShare : 0;

  /** Mean weekday hours within ±14 days of `date`, inside the days with history. */
  const levelAround = (date: string) => {
    let sum = 0;
    let n = 0;
    for (let k = -SMOOTHING_DAYS; k <= SMOOTHING_DAYS; k++) {
      const d = addDays(date, k);
      if (d < first || d > lastPast || !isWorkday(d)) continue;
      sum += hoursOn(d);
      n++;
    }
    return n ? sum / n : 0;
  };
  const recentLevel = levelAround(addDays(lastPast, -SMOOTHING_DAYS));
  const end = c.endDate;
  const rampDays = Math.max(14, Math.round(daysBetween(window.today, end) * RAMP_DOWN_SHARE));
  const rampFrom = addDays(end, -rampDays);

  const plan: PlannedDay[] = [];
  for (let d = first; d <= end; d = addDays(d, 1)) {
    let level: number;
    if (d <= lastPast) level = levelAround(d);
    else if (d < rampFrom) level = recentLevel;
    else {
      const left = daysBetween(d, end) / rampDays;
      level = recentLevel * (RAMP_DOWN_FLOOR + (1 - RAMP_DOWN_FLOOR) * left);
    }
    const hours = roundHours((level * dayShare(d)) / performance);
    if (hours <= 0) continue;
    plan.push({
      contractId: c.contractId,
      date: d,
      hours,
      headcount: Math.max(1, Math.round(hours / hoursPerWorker)),
    });
  }
  return plan;
}
