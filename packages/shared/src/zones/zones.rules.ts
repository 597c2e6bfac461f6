// The zone access rules both sides check (spec 002 §5 "Zone access"): the server refuses a rule
// that breaks them, and the zone editor shows the same message beside the row before saving.
import { isCalendarDate } from '../dashboards/dashboards.periods.ts';

/** spec 002 §9: zone access levels and zone default statuses. */
export const ZONE_ACCESS_LEVELS = ['Indefinite', 'Limited', 'Deny'] as const;
export type ZoneAccessLevel = (typeof ZONE_ACCESS_LEVELS)[number];
export const ZONE_DEFAULT_STATUSES = ['ALLOW', 'DENY', 'INHERIT'] as const;
export type ZoneDefaultStatus = (typeof ZONE_DEFAULT_STATUSES)[number];

/** Server refusals and the spec's notices of the zones screens (spec 002 §5, §8). */
export const ZONES_MESSAGES = {
  zoneNotFound: 'The zone was not found.',
  zoneArchived: 'This zone is archived and can no longer be changed.',
  alreadyArchived: 'The zone is already archived.',
  parentNotFound: 'The parent zone was not found in this project.',
  parentArchived: 'The parent zone is archived. Choose an active zone.',
  moveUnderItself: 'A zone cannot be moved under itself or one of its own sub-zones.',
  nameRequired: 'Zone name is required.',
  nameTooLong: 'The zone name must be at most 100 characters.',
  nameTaken: 'Another zone under the same parent already has this name.',
  descriptionTooLong: 'The description must be at most 500 characters.',
  statusInvalid: 'DefaultAuthorizationStatus must be ALLOW, DENY or INHERIT.',
  accessLevelInvalid: 'AccessLevel must be Indefinite, Limited or Deny.',
  dateInvalid: 'Dates must be written YYYY-MM-DD.',
  inheritTakesNoContractRules: 'A zone that inherits its access takes no contract rules.',
  indefiniteNeedsStart: 'Indefinite access needs a start date.',
  indefiniteTakesNoEnd: 'Indefinite access has no end date.',
  limitedNeedsDates: 'Limited access needs a start date and an end date.',
  endBeforeStart: 'The end date cannot be before the start date.',
  denyTakesNoDates: 'Deny access takes no dates.',
  contractNotFound: 'The contract was not found in this project.',
  contractRepeated: 'A contract can have only one rule in a zone.',
  workerNotFound: 'The worker was not found in this project.',
  workerRepeated: 'A worker can have only one rule in a zone.',
  noWorkerRule: 'The worker has no rule of their own in this zone.',
  entranceArchived: 'An archived zone cannot be a site entrance/exit.',
  // The spec's notices (spec 002 §8), exactly.
  ruleAddedPending: 'Rule has been added pending save.',
  zoneUpdated: 'Zone successfully updated',
  rulesSaveError: 'Something went wrong saving zone rules!',
  zoneArchivedNotice: 'Zone successfully archived',
  archiveError: 'Error trying to archive zone',
  entranceAssigned: 'Zone entrance assigned',
  entranceUnassigned: 'Zone entrance unassigned',
  accessReset: 'Zone access has been reset!',
  unassignedZone: 'Unassigned Zone',
} as const;

export interface ZoneRuleDates {
  AccessLevel: ZoneAccessLevel;
  StartDateInclusive: string | null;
  EndDateInclusive: string | null;
}

/**
 * What is wrong with one rule's dates (spec 002 §5): Indefinite needs a start date (and has no
 * end); Limited needs a start and an end, the end not before the start; Deny sends no dates.
 * Empty when the rule is whole. Each problem names the field it is about.
 */
export function zoneRuleProblems(
  rule: ZoneRuleDates,
): { field: 'StartDateInclusive' | 'EndDateInclusive'; message: string }[] {
  const start = rule.StartDateInclusive;
  const end = rule.EndDateInclusive;
  const problems: { field: 'StartDateInclusive' | 'EndDateInclusive'; message: string }[] = [];
  if (start !== null && !isCalendarDate(start))
    problems.push({ field: 'StartDateInclusive', message: ZONES_MESSAGES.dateInvalid });
  if (end !== null && !isCalendarDate(end))
    problems.push({ field: 'EndDateInclusive', message: ZONES_MESSAGES.dateInvalid });
  if (problems.length > 0) return problems;
  switch (rule.AccessLevel) {
    case 'Indefinite':
      if (start === null)
        problems.push({
          field: 'StartDateInclusive',
          message: ZONES_MESSAGES.indefiniteNeedsStart,
        });
      if (end !== null)
        problems.push({ field: 'EndDateInclusive', message: ZONES_MESSAGES.indefiniteTakesNoEnd });
      break;
    case 'Limited':
      if (start === null || end === null)
        problems.push({
          field: start === null ? 'StartDateInclusive' : 'EndDateInclusive',
          message: ZONES_MESSAGES.limitedNeedsDates,
        });
      else if (end < start)
        problems.push({ field: 'EndDateInclusive', message: ZONES_MESSAGES.endBeforeStart });
      break;
    case 'Deny':
      if (start !== null || end !== null)
        problems.push({
          field: start !== null ? 'StartDateInclusive' : 'EndDateInclusive',
          message: ZONES_MESSAGES.denyTakesNoDates,
        });
      break;
  }
  return problems;
}

/** The dates a rule keeps when its level changes: what the new level allows, nothing more. */
export function datesForLevel(
  level: ZoneAccessLevel,
  dates: { StartDateInclusive: string | null; EndDateInclusive: string | null },
  today: string,
): { StartDateInclusive: string | null; EndDateInclusive: string | null } {
  switch (level) {
    case 'Deny':
      return { StartDateInclusive: null, EndDateInclusive: null };
    case 'Indefinite':
      return { StartDateInclusive: dates.StartDateInclusive ?? today, EndDateInclusive: null };
    case 'Limited':
      return {
        StartDateInclusive: dates.StartDateInclusive ?? today,
        EndDateInclusive: dates.EndDateInclusive,
      };
  }
}
