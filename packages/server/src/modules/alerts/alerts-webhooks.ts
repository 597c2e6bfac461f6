import type { Executor } from '../../db/database.ts';
import type { WebhooksService } from '../integrations/webhooks.service.ts';
import { factsByIds } from './alerts-facts.repository.ts';

/** The webhooks alert facts are told to (the integrations area's). */
export type AlertWebhooks = Pick<WebhooksService, 'raise'>;

const NOTHING = () => Promise.resolve();

/**
 * `alert.raised` and `alert.resolved` for facts just raised and resolved (docs/domain.md
 * "Webhooks"), written in the rule's transaction; answers the call that queues the deliveries
 * after the commit. Data: the fact's id, type, worker, contract, zone, reader, when it was
 * triggered and its details.
 */
export async function raiseFactEvents(
  webhooks: AlertWebhooks | undefined,
  tx: Executor,
  projectId: number,
  raisedIds: readonly number[],
  resolvedIds: readonly number[] = [],
): Promise<() => Promise<void>> {
  if (!webhooks || raisedIds.length + resolvedIds.length === 0) return NOTHING;
  const raised = new Set(raisedIds);
  const rows = await factsByIds(tx, projectId, [...new Set([...raisedIds, ...resolvedIds])]);
  const now = new Date();
  return webhooks.raise(
    tx,
    projectId,
    rows.map((f) => ({
      type: raised.has(f.alert_fact_id) ? ('alert.raised' as const) : ('alert.resolved' as const),
      key: String(f.alert_fact_id),
      occurredAt: raised.has(f.alert_fact_id) ? f.triggered_at : now,
      data: {
        alertFactId: f.alert_fact_id,
        alertType: f.alert_type,
        triggeredAt: f.triggered_at.toISOString(),
        factDate: f.fact_date,
        workerId: f.worker_id,
        workerName: f.worker_name,
        contractId: f.contract_id,
        companyName: f.company_name,
        zoneId: f.project_zone_id,
        zoneName: f.zone_name,
        readerId: f.reader_id,
        readerName: f.reader_name,
        details: f.details,
      },
    })),
  );
}
