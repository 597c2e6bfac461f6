import { SaxesParser } from 'saxes';

/**
 * A schedule file read for the workforce plan (issue 27, "Schedule imports"): Primavera P6 XML
 * (`APIBusinessObjects`) or Microsoft Project XML (MSPDI, `Project` in the Microsoft namespace),
 * reduced to what the plan needs — the activities with their dates and labour, the resources,
 * and who is assigned to what for how long. Read safely: a DOCTYPE (and so any entity
 * declaration, external or not) is refused, an entity the XML standard does not define is an
 * error, and the size, the nesting depth and the number of elements are capped.
 */

export const SCHEDULE_LIMITS = {
  /** A 10 MB schedule is a large one; twice that is refused unread. */
  bytes: 20 * 1024 * 1024,
  depth: 32,
  elements: 2_000_000,
} as const;

export type ScheduleFormat = 'primavera-p6' | 'ms-project';

export interface ScheduleActivity {
  /** The file's key for the activity (P6 ObjectId, MSPDI UID). */
  key: string;
  /** What the scheduler calls it (P6 Id, MSPDI ID); the key when the file has none. */
  code: string;
  name: string;
  /** Local calendar dates 'YYYY-MM-DD' (schedules carry no time zone). */
  start: string;
  finish: string;
  /** Planned labour in whole minutes (P6 PlannedLaborUnits, MSPDI Work). */
  minutes: number;
}

export interface ScheduleResource {
  key: string;
  name: string;
  /** Labour resources hold the hours; material and cost ones are read but carry none. */
  labour: boolean;
}

export interface ScheduleAssignment {
  activityKey: string;
  resourceKey: string;
  minutes: number;
}

export interface ParsedSchedule {
  format: ScheduleFormat;
  projectName: string | null;
  activities: ScheduleActivity[];
  resources: ScheduleResource[];
  assignments: ScheduleAssignment[];
}

/** A file that is not a schedule this reads; the message says why, for the person uploading it. */
export class ScheduleFileError extends Error {}

const MSPDI_NAMESPACE = 'http://schemas.microsoft.com/project';

/** The records each format keeps, by element name, and where their fields are. */
const RECORDS: Record<ScheduleFormat, Record<string, 'activity' | 'resource' | 'assignment'>> = {
  'primavera-p6': { Activity: 'activity', Resource: 'resource', ResourceAssignment: 'assignment' },
  'ms-project': { Task: 'activity', Resource: 'resource', Assignment: 'assignment' },
};

export function parseScheduleXml(xml: string): ParsedSchedule {
  if (Buffer.byteLength(xml, 'utf8') > SCHEDULE_LIMITS.bytes) {
    throw new ScheduleFileError('The schedule file is larger than 20 MB.');
  }
  const parser = new SaxesParser({ xmlns: true, position: false });
  const result: ParsedSchedule = {
    format: 'primavera-p6',
    projectName: null,
    activities: [],
    resources: [],
    assignments: [],
  };
  let format: ScheduleFormat | null = null;
  let depth = 0;
  let elements = 0;
  // The record being read: its kind, its depth, and its direct children's text.
  let record: { kind: 'activity' | 'resource' | 'assignment'; depth: number } | null = null;
  let fields: Record<string, string> = {};
  let field: string | null = null;
  let text = '';
  // P6 and MSPDI both name the project in a direct child `Name` of their project element.
  let projectDepth = -1;

  parser.on('doctype', () => {
    throw new ScheduleFileError('The schedule file declares a DOCTYPE, which is not accepted.');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    elements += 1;
    if (depth > SCHEDULE_LIMITS.depth) {
      throw new ScheduleFileError('The schedule file is nested too deeply.');
    }
    if (elements > SCHEDULE_LIMITS.elements) {
      throw new ScheduleFileError('The schedule file has too many elements.');
    }
    if (depth === 1) {
      if (tag.local === 'APIBusinessObjects') format = 'primavera-p6';
      else if (tag.local === 'Project' && tag.uri === MSPDI_NAMESPACE) format = 'ms-project';
      else {
        throw new ScheduleFileError(
          'The file is neither a Primavera P6 XML nor a Microsoft Project XML schedule.',
        );
      }
      result.format = format;
      if (format === 'ms-project') projectDepth = 1;
      return;
    }
    if (format === 'primavera-p6' && tag.local === 'Project' && projectDepth < 0) {
      projectDepth = depth;
    }
    const kind = record === null ? RECORDS[format!][tag.local] : undefined;
    if (kind) {
      record = { kind, depth };
      fields = {};
    } else if (record !== null && depth === record.depth + 1) {
      field = tag.local;
      text = '';
    } else if (record === null && depth === projectDepth + 1 && tag.local === 'Name') {
      field = 'ProjectName';
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (field !== null) text += t;
  });
  parser.on('cdata', (t) => {
    if (field !== null) text += t;
  });
  parser.on('closetag', () => {
    if (field !== null) {
      if (field === 'ProjectName') result.projectName ??= text.trim() || null;
      else fields[field] = text.trim();
      field = null;
    } else if (record !== null && depth === record.depth) {
      keep(format!, record.kind, fields, result);
      record = null;
    }
    depth -= 1;
  });

  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof ScheduleFileError) throw err;
    throw new ScheduleFileError(
      `The schedule file is not well-formed XML (${(err as Error).message.split('\n')[0]}).`,
    );
  }
  if (format === null) throw new ScheduleFileError('The schedule file is empty.');
  return result;
}

/** One record, in the format-neutral shape; records the plan cannot use are left out. */
function keep(
  format: ScheduleFormat,
  kind: 'activity' | 'resource' | 'assignment',
  f: Record<string, string>,
  into: ParsedSchedule,
) {
  const p6 = format === 'primavera-p6';
  if (kind === 'activity') {
    const key = p6 ? f.ObjectId : f.UID;
    const start = calendarDate(p6 ? (f.PlannedStartDate ?? f.StartDate) : f.Start);
    const finish = calendarDate(p6 ? (f.PlannedFinishDate ?? f.FinishDate) : f.Finish);
    // MSPDI's summary tasks add up their subtasks, and task 0 is the project itself.
    if (!key || !start || !finish || (!p6 && (f.Summary === '1' || key === '0'))) return;
    into.activities.push({
      key,
      code: (p6 ? f.Id : f.ID) || key,
      name: f.Name ?? '',
      start,
      finish: finish < start ? start : finish,
      minutes: p6 ? decimalHoursToMinutes(f.PlannedLaborUnits) : durationToMinutes(f.Work),
    });
  } else if (kind === 'resource') {
    const key = p6 ? f.ObjectId : f.UID;
    // MSPDI's resource 0 stands for "unassigned".
    if (!key || (!p6 && key === '0')) return;
    into.resources.push({
      key,
      name: f.Name ?? (p6 ? f.Id : undefined) ?? key,
      labour: p6 ? (f.ResourceType ?? 'Labor') === 'Labor' : (f.Type ?? '1') === '1',
    });
  } else {
    const activityKey = p6 ? f.ActivityObjectId : f.TaskUID;
    const resourceKey = p6 ? f.ResourceObjectId : f.ResourceUID;
    // MSPDI writes an unassigned task's work against resource -65535.
    if (!activityKey || !resourceKey || resourceKey === '-65535') return;
    into.assignments.push({
      activityKey,
      resourceKey,
      minutes: p6 ? decimalHoursToMinutes(f.PlannedUnits) : durationToMinutes(f.Work),
    });
  }
}

/** '2026-03-02T08:00:00' (or a bare date) → '2026-03-02'; null when it is not a date. */
function calendarDate(value: string | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(value ?? '');
  if (!match) return null;
  const date = match[1]!;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/** P6 hours as written ('160', '12.5', '0.25') → whole minutes, exactly (half a minute up). */
export function decimalHoursToMinutes(value: string | undefined): number {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec((value ?? '').trim());
  if (!match) return 0;
  const fraction = (match[2] ?? '').padEnd(9, '0').slice(0, 9);
  // Minutes × 10⁹ as an integer: hours × 60 × 10⁹, then rounded once.
  const scaled = BigInt(match[1]!) * 60n * 1_000_000_000n + BigInt(fraction) * 60n;
  return Number((scaled + 500_000_000n) / 1_000_000_000n);
}

/** MSPDI work as an ISO 8601 duration ('PT160H30M0S') → whole minutes (half a minute up). */
export function durationToMinutes(value: string | undefined): number {
  const match = /^PT(?:(\d{1,9})H)?(?:(\d{1,9})M)?(?:(\d{1,9})(?:\.\d+)?S)?$/.exec(
    (value ?? '').trim(),
  );
  if (!match) return 0;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return Math.floor((seconds + 30) / 60);
}
