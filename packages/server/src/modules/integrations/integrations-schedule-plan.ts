import { PLAN_LIMITS, roundRatio } from '@siteline/shared';
import { addDays } from '../../lib/time.ts';
import type { ParsedSchedule } from './integrations-schedule-xml.ts';

/**
 * A schedule's labour as the workforce plan's contract-days (docs/domain.md "Schedule imports"):
 * each assignment of a labour resource mapped to a contract spreads its minutes evenly over the
 * working days (Monday to Friday) of its activity — every day of it when it has none — in whole
 * minutes, the remainder one minute a day from the first; a contract-day's planned headcount is
 * its hours in eight-hour shifts, rounded up. With the preview the import step shows first.
 */

const SHIFT_MINUTES = 8 * 60;

export interface SchedulePlanDay {
  contractId: number;
  date: string;
  minutes: number;
  /** Planned hours, rounded once to two decimals from the minutes. */
  hours: number;
  headcount: number;
}

export interface SchedulePreview {
  ActivityCount: number;
  /** Hours going into the plan (the mapped resources'), two decimals. */
  HoursProjected: number;
  /** Contracts the plan gives hours to. */
  MappedContracts: number;
  /** Labour resources with hours and no contract: their hours stay out of the plan. */
  UnmappedContracts: number;
}

export interface SchedulePlan {
  days: SchedulePlanDay[];
  preview: SchedulePreview;
  /** Contract-days past the plan's limits (more than 240,000 hours or 10,000 heads a day). */
  overLimit: SchedulePlanDay[];
}

/** `mapping`: resource key → contract id, for the resources mapped (Map Contracts step). */
export function schedulePlan(
  schedule: ParsedSchedule,
  mapping: ReadonlyMap<string, number>,
): SchedulePlan {
  const activities = new Map(schedule.activities.map((a) => [a.key, a]));
  const labour = new Set(schedule.resources.filter((r) => r.labour).map((r) => r.key));
  const byDay = new Map<string, SchedulePlanDay>();
  const unmapped = new Set<string>();
  let projected = 0;
  for (const assignment of schedule.assignments) {
    const activity = activities.get(assignment.activityKey);
    if (!activity || !labour.has(assignment.resourceKey) || assignment.minutes <= 0) continue;
    const contractId = mapping.get(assignment.resourceKey);
    if (contractId === undefined) {
      unmapped.add(assignment.resourceKey);
      continue;
    }
    projected += assignment.minutes;
    const days = workingDays(activity.start, activity.finish);
    const each = Math.floor(assignment.minutes / days.length);
    let remainder = assignment.minutes - each * days.length;
    for (const date of days) {
      const minutes = each + (remainder > 0 ? 1 : 0);
      if (remainder > 0) remainder -= 1;
      if (minutes === 0) continue;
      const key = `${contractId}|${date}`;
      const day = byDay.get(key) ?? { contractId, date, minutes: 0, hours: 0, headcount: 0 };
      day.minutes += minutes;
      byDay.set(key, day);
    }
  }
  const days = [...byDay.values()]
    .map((d) => ({
      ...d,
      hours: roundRatio(d.minutes, 60, 2),
      headcount: Math.ceil(d.minutes / SHIFT_MINUTES),
    }))
    .sort(
      (a, b) => a.contractId - b.contractId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
    );
  return {
    days,
    preview: {
      ActivityCount: schedule.activities.length,
      HoursProjected: roundRatio(projected, 60, 2),
      MappedContracts: new Set(days.map((d) => d.contractId)).size,
      UnmappedContracts: unmapped.size,
    },
    overLimit: days.filter(
      (d) => d.hours > PLAN_LIMITS.maxHours || d.headcount > PLAN_LIMITS.maxHeadcount,
    ),
  };
}

/** Monday to Friday from `start` to `finish` (both included); every day when none is one. */
export function workingDays(start: string, finish: string): string[] {
  const all: string[] = [];
  for (let date = start; date <= finish; date = addDays(date, 1)) all.push(date);
  const weekdays = all.filter((date) => {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6;
  });
  return weekdays.length > 0 ? weekdays : all;
}
