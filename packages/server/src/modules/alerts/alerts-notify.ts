import { ALERT_NAMES, type AlertFact } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { groupBy } from '../../lib/collections.ts';
import { QUEUES, type JobQueue } from '../../jobs/queue.ts';
import { enqueueSms } from '../../messaging/outbox.ts';
import * as factsRepo from './alerts-facts.repository.ts';
import * as subscribersRepo from './alerts-subscribers.repository.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { toAlertFact } from './alerts-facts.service.ts';
import { raiseFactEvents, type AlertWebhooks } from './alerts-webhooks.ts';

/** "10:42 am" on the site's clock, from the fact's local 'YYYY-MM-DDTHH:mm:ss'. */
function clock(local: string): string {
  const [hours, minutes] = local.slice(11, 16).split(':').map(Number) as [number, number];
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** One fact in an SMS's words: what, who, where, when (English: a subscriber has no language). */
export function smsText(projectTitle: string, fact: AlertFact): string {
  const worker = fact.WorkerName ?? 'A worker';
  const company = fact.CompanyName ? ` (${fact.CompanyName})` : '';
  const zone = fact.ZoneName ?? 'a zone';
  const at = clock(fact.TriggeredLocal);
  const what = ((): string => {
    switch (fact.AlertType) {
      case 'UnauthorizedPerson':
        return `${worker}${company} was read in ${zone} without access at ${at}.`;
      case 'ZoneDensity':
        return `${zone} is over its limit: ${fact.WorkerCount ?? 0} people, limit ${fact.OverWorkerCutoffValue ?? 0}, at ${at}.`;
      case 'KeyPerson':
        return `${worker}${company} has not been seen for ${fact.DaysSinceLastSeen === 1 ? '1 day' : `${fact.DaysSinceLastSeen ?? 0} days`}.`;
      case 'RealtimePerson':
        return `${worker}${company} arrived on site at ${at}.`;
      case 'ReaderStatus':
        return `Reader ${fact.ReaderName ?? ''} is ${
          fact.ReaderCondition === 'battery'
            ? 'running on battery'
            : fact.ReaderCondition === 'unknownPower'
              ? 'reporting no power source'
              : 'offline'
        } since ${at}.`;
      case 'ContractDeviation':
        return `${fact.CompanyName ?? 'A contract'} is ${fact.DeviationPercent ?? 0}% against its plan (limit ${fact.LimitPercent ?? 0}%).`;
      case 'EndDate':
        return `The projected finish ${fact.ProjectedFinishDate ?? ''} is after the forecast end date ${fact.LastForecastDate ?? ''}.`;
    }
  })();
  return `Siteline, ${projectTitle}: ${ALERT_NAMES[fact.AlertType]}. ${what}`;
}

/**
 * DOMAIN.md "Alerts": one SMS per new fact to each subscriber who follows its type (or all),
 * written in the transaction that raised the facts, once per fact and subscriber (the
 * notifications' key). A subscriber in quiet hours, on the site's clock, gets none (noted).
 * Answers the outbox messages to dispatch once the transaction has committed.
 */
export async function notifySubscribers(
  tx: Executor,
  projectId: number,
  alertFactIds: readonly number[],
): Promise<number[]> {
  if (alertFactIds.length === 0) return [];
  const rows = await subscribersRepo.noteNotifications(tx, projectId, alertFactIds);
  const toSend = rows.filter((r) => r.skipped === null);
  if (toSend.length === 0) return [];
  const project = await subscribersRepo.projectWords(tx, projectId);
  const facts = new Map(
    (
      await factsRepo.factsByIds(tx, projectId, [...new Set(toSend.map((r) => r.alert_fact_id))])
    ).map((f) => [f.alert_fact_id, toAlertFact(f, project.time_zone_id)]),
  );
  const outbox: number[] = [];
  for (const r of toSend) {
    const fact = facts.get(r.alert_fact_id);
    if (!fact) continue;
    const id = await enqueueSms(tx, {
      kind: 'alert',
      to: r.phone_e164,
      text: smsText(project.title, fact),
      projectId,
    });
    await subscribersRepo.notificationSent(tx, projectId, r, id);
    outbox.push(id);
  }
  return outbox;
}

/** After the commit: a job per SMS (the outbox sweep sends any whose job was lost). */
export async function dispatchSms(queue: JobQueue, outboxMessageIds: readonly number[]) {
  for (const outboxMessageId of outboxMessageIds) {
    await queue.send(QUEUES.sendSms, { outboxMessageId }).catch(() => undefined);
  }
}

/**
 * One evaluation of a rule in one transaction: the facts it raises and resolves, with the SMS of
 * the raised ones written beside them; then the pushes, and a job per SMS. Answers the counts.
 */
export async function evaluateRule(
  db: Database,
  run: (tx: Executor) => Promise<{ raised: ChangedFact[]; resolved: ChangedFact[] }>,
  deps: {
    announceFacts: (changed: readonly ChangedFact[]) => void;
    queue?: JobQueue;
    webhooks?: AlertWebhooks;
  },
): Promise<{ raised: number; resolved: number }> {
  const { raised, resolved, outbox, sends } = await db.transaction().execute(async (tx) => {
    const result = await run(tx);
    const outbox: number[] = [];
    const sends: (() => Promise<void>)[] = [];
    const projectIds = new Set([...result.raised, ...result.resolved].map((f) => f.project_id));
    for (const projectId of projectIds) {
      const ids = (facts: readonly ChangedFact[]) =>
        facts.filter((f) => f.project_id === projectId).map((f) => f.alert_fact_id);
      sends.push(
        await raiseFactEvents(
          deps.webhooks,
          tx,
          projectId,
          ids(result.raised),
          ids(result.resolved),
        ),
      );
    }
    for (const [projectId, facts] of groupBy(result.raised, (f) => f.project_id)) {
      outbox.push(
        ...(await notifySubscribers(
          tx,
          projectId,
          facts.map((f) => f.alert_fact_id),
        )),
      );
    }
    return { ...result, outbox, sends };
  });
  deps.announceFacts([...raised, ...resolved]);
  for (const send of sends) await send();
  if (deps.queue) await dispatchSms(deps.queue, outbox);
  return { raised: raised.length, resolved: resolved.length };
}
