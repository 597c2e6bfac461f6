import {
  ALERT_FACTS_MESSAGES,
  ALERT_TYPE_ORDER,
  ALERT_TYPES,
  READER_ALERT_CONDITIONS,
  SNOOZE_ID_FIELDS,
  snoozeTarget,
  type ActiveAlertFacts,
  type AlertFact,
  type AlertFactSnooze,
  type AlertTypeName,
  type AlertsReport,
  type AlertsReportQuery,
  reportRangeProblem,
} from '@siteline/shared';
import { shiftDate } from '@siteline/shared/dashboards/dashboards.periods';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { localDateTime, zonedTimeToInstant } from '../../lib/time.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import * as repo from './alerts-facts.repository.ts';
import { raiseFactEvents, type AlertWebhooks } from './alerts-webhooks.ts';
import { groupBy } from '../../lib/collections.ts';
import type { Publish } from '../../realtime/realtime-server.ts';

export type AlertFactsService = ReturnType<typeof createAlertFactsService>;

/**
 * docs/domain.md "Unauthorized person": seen elsewhere for this long before the fact resolves, so
 * a badge at a zone's edge (read in, out, in again) does not resolve and raise by the minute.
 */
export const UNAUTHORIZED_CLEAR_MINUTES = 5;

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function alertType(value: string): AlertTypeName {
  if (!(ALERT_TYPES as readonly string[]).includes(value))
    throw new Error(`unknown alert type ${value}`);
  return value as AlertTypeName;
}

/** A stored fact in the overview's words (spec 000 §3 "Alert fact"). */
export function toAlertFact(row: repo.FactRow, timeZone: string): AlertFact {
  const type = alertType(row.alert_type);
  const d = row.details;
  const lastSeen = num(d.LastSeenAt);
  const condition = str(d.ReaderCondition);
  return {
    AlertFactId: row.alert_fact_id,
    AlertType: type,
    StatusId: row.status as AlertFact['StatusId'],
    SnoozeIdField: SNOOZE_ID_FIELDS[type],
    TriggeredLocal: localDateTime(row.triggered_at, timeZone),
    TriggeredAt: row.triggered_at.getTime(),
    FactDate: row.fact_date,
    WorkerId: row.worker_id,
    WorkerName: row.worker_name,
    ContractId: row.contract_id,
    CompanyName: row.company_name,
    ProjectZoneId: row.project_zone_id,
    ZoneName: row.zone_name,
    ReaderId: row.reader_id,
    ReaderName: row.reader_name,
    WorkerCount: num(d.WorkerCount),
    OverWorkerCutoffValue: num(d.OverWorkerCutoffValue),
    DaysSinceLastSeen: num(d.DaysSinceLastSeen),
    LastSeenLocal: lastSeen === null ? null : localDateTime(lastSeen, timeZone),
    ReaderCondition: (READER_ALERT_CONDITIONS as readonly string[]).includes(condition ?? '')
      ? (condition as AlertFact['ReaderCondition'])
      : null,
    DeviationPercent: num(d.DeviationPercent),
    LimitPercent: num(d.LimitPercent),
    LastForecastDate: str(d.LastForecastDate),
    ProjectedFinishDate: str(d.ProjectedFinishDate),
    AcknowledgedBy: row.acknowledged_by_name,
    AcknowledgedLocal: row.acknowledged_at ? localDateTime(row.acknowledged_at, timeZone) : null,
    AcknowledgeNote: row.acknowledge_note,
  };
}

/**
 * The overview's facts (spec 000 §2–§4): the active ones, snoozing and acknowledging them, and
 * the sweep that ends snoozes and resolves unauthorized-person facts. Every change is announced
 * on the project channel (`publish`), so an open overview follows without a reload.
 */
export function createAlertFactsService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'get' | 'contractScope'>;
  publish: Publish<'alert_facts'>;
  webhooks?: AlertWebhooks;
}) {
  const { db, projects } = deps;

  async function timeZoneOf(projectId: number): Promise<string> {
    return (await projects.get(projectId)).TimeZoneId;
  }

  function announce(changed: readonly repo.ChangedFact[]) {
    const groups = new Map<
      string,
      { projectId: number; contractId: number | null; ids: number[] }
    >();
    for (const f of changed) {
      const key = `${f.project_id}|${f.contract_id ?? ''}`;
      const group = groups.get(key) ?? {
        projectId: f.project_id,
        contractId: f.contract_id,
        ids: [],
      };
      group.ids.push(f.alert_fact_id);
      groups.set(key, group);
    }
    for (const g of groups.values()) {
      // The project's own facts (no contract) are every member's.
      const audience = g.contractId === null ? 'project' : { contractId: g.contractId };
      deps.publish(g.projectId, { ContractId: g.contractId, AlertFactIds: g.ids }, audience);
    }
  }

  return {
    announce,

    async active(auth: AuthContext, projectId: number): Promise<ActiveAlertFacts> {
      const timeZone = await timeZoneOf(projectId);
      const scope = await projects.contractScope(auth, projectId);
      const rows = await repo.activeFacts(db, projectId, scope);
      const data = rows.map((r) => toAlertFact(r, timeZone));
      const counts = new Map<AlertTypeName, number>();
      for (const f of data) counts.set(f.AlertType, (counts.get(f.AlertType) ?? 0) + 1);
      return {
        Data: data,
        DataGroups: ALERT_TYPE_ORDER.filter((t) => counts.has(t)).map((t) => ({
          AlertType: t,
          Count: counts.get(t)!,
        })),
      };
    },

    /**
     * spec 001 §2–§3 "Alerts" report: the facts triggered on the range's local dates (both
     * inclusive) in the statuses asked (Active when none), the caller's, newest first.
     */
    async report(
      auth: AuthContext,
      projectId: number,
      query: AlertsReportQuery,
    ): Promise<AlertsReport> {
      const problem = reportRangeProblem('alerts', query.startDate, query.endDate);
      if (problem) throw new ValidationError([{ field: 'startDate', errorMessage: problem }]);
      const timeZone = await timeZoneOf(projectId);
      const scope = await projects.contractScope(auth, projectId);
      const rows = await repo.factsTriggered(db, projectId, scope, {
        from: zonedTimeToInstant(query.startDate, '00:00', timeZone),
        to: zonedTimeToInstant(shiftDate(query.endDate, 1), '00:00', timeZone),
        statuses: query.alertStatusIds,
      });
      return { Alerts: rows.map((r) => toAlertFact(r, timeZone)) };
    },

    /** spec 000 §3: Active → Snoozed for Days; the id field must be the one of the fact's type. */
    async snooze(auth: AuthContext, projectId: number, body: AlertFactSnooze): Promise<void> {
      if (body.ProjectId !== projectId)
        throw new ValidationError(ALERT_FACTS_MESSAGES.projectMismatch);
      const { field, alertFactId } = snoozeTarget(body);
      const scope = await projects.contractScope(auth, projectId);
      const fact = await repo.factById(db, projectId, alertFactId, scope);
      if (!fact) throw new NotFoundError(ALERT_FACTS_MESSAGES.notFound);
      const type = alertType(fact.alert_type);
      if (SNOOZE_ID_FIELDS[type] !== field)
        throw new ValidationError(ALERT_FACTS_MESSAGES.wrongIdField(field, type));
      const changed = await repo.snooze(db, projectId, alertFactId, {
        days: body.Days ?? 0,
        hours: body.Hours ?? 0,
      });
      if (!changed) throw new ValidationError(ALERT_FACTS_MESSAGES.notActive);
      announce([changed]);
    },

    async acknowledge(
      auth: AuthContext,
      projectId: number,
      alertFactId: number,
      note: string,
    ): Promise<AlertFact> {
      const timeZone = await timeZoneOf(projectId);
      const scope = await projects.contractScope(auth, projectId);
      if (!(await repo.factById(db, projectId, alertFactId, scope)))
        throw new NotFoundError(ALERT_FACTS_MESSAGES.notFound);
      const changed = await repo.acknowledge(db, projectId, alertFactId, auth.userId, note);
      if (!changed) throw new NotFoundError(ALERT_FACTS_MESSAGES.notFound);
      announce([changed]);
      const row = await repo.factById(db, projectId, alertFactId, scope);
      return toAlertFact(row!, timeZone);
    },

    /**
     * One sweep over every project: ended snoozes back to Active, then unauthorized-person facts
     * whose condition has cleared resolved. Safe on several instances at once (each fact
     * changes in one update, whoever runs it first). Answers how many facts changed.
     */
    async sweep(now: Date): Promise<number> {
      const returned = await repo.endSnoozes(db, now);
      const { resolved, sends } = await db.transaction().execute(async (tx) => {
        const rows = await repo.resolveUnauthorized(tx, now, UNAUTHORIZED_CLEAR_MINUTES);
        const sends: (() => Promise<void>)[] = [];
        for (const [projectId, facts] of groupBy(rows, (f) => f.project_id)) {
          sends.push(
            await raiseFactEvents(
              deps.webhooks,
              tx,
              projectId,
              [],
              facts.map((f) => f.alert_fact_id),
            ),
          );
        }
        return { resolved: rows, sends };
      });
      for (const send of sends) await send();
      announce([...returned, ...resolved]);
      return returned.length + resolved.length;
    },
  };
}
