import type { Executor } from '../../db/database.ts';
import type { WebhooksService } from '../integrations/webhooks.service.ts';

/** The webhooks a registration tells (the integrations area's). */
export type RegistrationWebhooks = Pick<WebhooksService, 'raise'>;

export interface RegisteredWorker {
  workerId: number;
  firstName: string | null;
  lastName: string | null;
  contractId: number;
}

/** How a worker was registered: at the desk, by an existing badge, from Excel, on a phone. */
export type RegisteredVia = 'desk' | 'existing' | 'import' | 'self';

/**
 * `worker.registered` for each new worker (docs/domain.md "Webhooks"), written in the
 * registration's transaction; answers the call that queues the deliveries after the commit.
 */
export function raiseRegistered(
  webhooks: RegistrationWebhooks | undefined,
  tx: Executor,
  projectId: number,
  workers: readonly RegisteredWorker[],
  via: RegisteredVia,
): Promise<() => Promise<void>> {
  if (!webhooks || workers.length === 0) return Promise.resolve(() => Promise.resolve());
  const at = new Date();
  return webhooks.raise(
    tx,
    projectId,
    workers.map((w) => ({
      type: 'worker.registered' as const,
      key: String(w.workerId),
      occurredAt: at,
      data: { ...w, via },
    })),
  );
}
