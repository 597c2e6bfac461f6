import { READ_DIRECTION } from '@siteline/shared';
import type { Executor } from '../db/database.ts';
import type { ResolvedRead } from './resolve.ts';
import type { ProjectSnapshot } from './snapshot.ts';

/** What the engine raises as webhook events (the integrations area's `webhooks`). */
export interface EngineWebhooks {
  wants(
    projectId: number,
    types: readonly ('presence.arrived' | 'presence.departed')[],
  ): Promise<boolean>;
  raise(
    executor: Executor,
    projectId: number,
    events: readonly {
      type: 'presence.arrived' | 'presence.departed';
      key: string;
      occurredAt: Date;
      data: Record<string, unknown>;
    }[],
  ): Promise<() => Promise<void>>;
}

const TYPES = ['presence.arrived', 'presence.departed'] as const;

/**
 * docs/domain.md "Webhooks": a worker's In read at a site entrance/exit zone is an arrival, an
 * Out read a departure. Raised for every such read of a live batch, not only the new ones, so a
 * batch retried after a failure still raises them (the read's key makes it one delivery).
 */
export async function raisePresenceEvents(
  db: Executor,
  webhooks: EngineWebhooks,
  snapshot: ProjectSnapshot,
  rows: readonly ResolvedRead[],
): Promise<void> {
  const gates = snapshot.presence.entranceExitZoneIds;
  const moves = rows.filter(
    (r) =>
      r.workerId !== null &&
      r.zoneId !== null &&
      gates.has(r.zoneId) &&
      (r.direction === READ_DIRECTION.In || r.direction === READ_DIRECTION.Out),
  );
  if (moves.length === 0 || !(await webhooks.wants(snapshot.projectId, TYPES))) return;
  const send = await webhooks.raise(
    db,
    snapshot.projectId,
    moves.map((r) => ({
      type: r.direction === READ_DIRECTION.In ? 'presence.arrived' : 'presence.departed',
      key: `${r.readerId}:${r.port}:${r.tag}:${r.at}`,
      occurredAt: new Date(r.at),
      data: {
        workerId: r.workerId,
        workerName: snapshot.workers.get(r.workerId!)?.name ?? null,
        contractId: r.contractId,
        zoneId: r.zoneId,
        zoneName: snapshot.zones.get(r.zoneId!)?.name ?? null,
        locationName: r.locationName,
        readerId: r.readerId,
        tag: r.tag,
        at: new Date(r.at).toISOString(),
      },
    })),
  );
  // No transaction here: the deliveries are written, so they are queued at once.
  await send();
}
