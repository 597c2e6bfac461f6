import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_LIMIT,
  WEBHOOK_MESSAGES as M,
  type Webhook,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookUpdate,
  type WebhookEventType,
} from '@siteline/shared';
import type { Executor } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { integrationAccess, type IntegrationsDeps } from './integrations.service.ts';
import * as repo from './webhooks.repository.ts';

export const WEBHOOK_QUEUES = {
  deliver: 'integrations-webhook-deliver',
  sweep: 'integrations-webhook-sweep',
} as const;

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/** An event another area raises: its type, a key that makes raising it twice one delivery, data. */
export interface RaisedEvent {
  type: Exclude<WebhookEventType, 'webhook.test'>;
  key: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

const STATUS = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toWebhook(row: repo.WebhookRow): Webhook {
  return {
    WebhookId: row.webhook_id,
    Url: row.url,
    Events: row.events as Webhook['Events'],
    Description: row.description,
    Active: row.active,
    SecretHint: row.secret_hint,
    CreatedAt: row.created_at.toISOString(),
    LastDeliveryStatus: row.last_status ? STATUS[row.last_status as keyof typeof STATUS] : null,
    LastDeliveryAt: iso(row.last_at),
  };
}

function toDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    DeliveryId: Number(row.delivery_id),
    Event: row.event_type,
    EventId: row.event_id,
    Status: STATUS[row.status],
    Attempts: row.attempts,
    LastStatusCode: row.last_status_code,
    LastError: row.last_error,
    LastResponse: row.last_response,
    CreatedAt: row.created_at.toISOString(),
    LastAttemptAt: iso(row.last_attempt_at),
    NextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  };
}

/** How long "does this project have webhooks for these events?" is remembered (per server). */
const SUBSCRIBERS_TTL_MS = 5_000;

/** Another integration told of the same events in the same transaction (Autodesk's issues). */
export interface EventListener {
  /** Records what the events ask of it; true when there is something to send after the commit. */
  record: (
    executor: Executor,
    projectId: number,
    events: readonly RaisedEvent[],
  ) => Promise<boolean>;
  send: (projectId: number) => Promise<void>;
}

export function createWebhooksService(
  deps: IntegrationsDeps & {
    box: SecretBox;
    queue: JobQueue;
    /** Whether deliveries may call private addresses (the list says so). */
    allowPrivate: boolean;
    now?: () => Date;
    listeners?: readonly EventListener[];
  },
) {
  const { db, box, queue } = deps;
  const now = deps.now ?? (() => new Date());
  const subscribers = new Map<string, { any: boolean; until: number }>();

  async function one(projectId: number, webhookId: number): Promise<Webhook> {
    const [row] = await repo.listWebhooks(db, projectId, webhookId);
    if (!row) throw new NotFoundError(M.notFound);
    return toWebhook(row);
  }

  async function dispatch(projectId: number, ids: readonly number[]) {
    for (const deliveryId of ids)
      await queue.send(WEBHOOK_QUEUES.deliver, { projectId, deliveryId });
  }

  const changed = (projectId: number) => {
    for (const key of subscribers.keys())
      if (key.startsWith(`${projectId}|`)) subscribers.delete(key);
  };

  return {
    async list(auth: AuthContext, projectId: number) {
      await integrationAccess(deps, auth, projectId, null);
      return {
        Data: (await repo.listWebhooks(db, projectId)).map(toWebhook),
        PrivateReceiversAllowed: deps.allowPrivate,
      };
    },

    async create(
      auth: AuthContext,
      projectId: number,
      input: WebhookCreate,
    ): Promise<WebhookCreated> {
      await integrationAccess(deps, auth, projectId, null);
      if ((await repo.countWebhooks(db, projectId)) >= WEBHOOK_LIMIT) {
        throw new ValidationError(M.tooMany);
      }
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const id = await repo.insertWebhook(db, {
        projectId,
        url: input.Url,
        events: input.Events,
        description: input.Description,
        secretCiphertext: box.seal(secret),
        secretHint: secret.slice(-4),
        userId: auth.userId,
      });
      changed(projectId);
      return { ...(await one(projectId, id)), Secret: secret };
    },

    async update(auth: AuthContext, projectId: number, webhookId: number, input: WebhookUpdate) {
      await integrationAccess(deps, auth, projectId, null);
      const found = await repo.updateWebhook(db, projectId, webhookId, {
        url: input.Url,
        events: input.Events,
        description: input.Description,
        active: input.Active,
      });
      if (!found) throw new NotFoundError(M.notFound);
      changed(projectId);
      return one(projectId, webhookId);
    },

    async remove(auth: AuthContext, projectId: number, webhookId: number): Promise<void> {
      await integrationAccess(deps, auth, projectId, null);
      if (!(await repo.deleteWebhook(db, projectId, webhookId)))
        throw new NotFoundError(M.notFound);
      changed(projectId);
    },

    async deliveries(
      auth: AuthContext,
      projectId: number,
      webhookId: number,
      page: number,
    ): Promise<WebhookDeliveries> {
      await integrationAccess(deps, auth, projectId, null);
      await one(projectId, webhookId);
      const { rows, total } = await repo.listDeliveries(
        db,
        projectId,
        webhookId,
        page,
        WEBHOOK_DELIVERY_PAGE_SIZE,
      );
      return { Data: rows.map(toDelivery), TotalCount: total };
    },

    /** "Send test": a webhook.test event to this webhook only, whatever it chose. */
    async test(auth: AuthContext, projectId: number, webhookId: number): Promise<WebhookDelivery> {
      await integrationAccess(deps, auth, projectId, null);
      await one(projectId, webhookId);
      const at = now();
      const [id] = await repo.insertDeliveries(
        db,
        projectId,
        [
          {
            type: 'webhook.test',
            key: `test:${at.getTime()}:${randomBytes(6).toString('hex')}`,
            payload: {
              occurredAt: at.toISOString(),
              data: { message: 'A test event from Siteline.', requestedBy: auth.userId },
            },
          },
        ],
        webhookId,
      );
      if (id === undefined) throw new NotFoundError(M.notFound);
      await dispatch(projectId, [id]);
      const { rows } = await repo.listDeliveries(db, projectId, webhookId, 1, 1);
      const row = rows.find((r) => Number(r.delivery_id) === id);
      if (!row) throw new NotFoundError(M.notFound);
      return toDelivery(row);
    },

    /** Whether any active webhook of the project chose one of these events (cached 5 s). */
    async wants(projectId: number, types: readonly RaisedEvent['type'][]): Promise<boolean> {
      const key = `${projectId}|${types.join(',')}`;
      const hit = subscribers.get(key);
      if (hit && hit.until > Date.now()) return hit.any;
      const any = await repo.hasSubscribers(db, projectId, types);
      subscribers.set(key, { any, until: Date.now() + SUBSCRIBERS_TTL_MS });
      return any;
    },

    /**
     * Raises events: a delivery for each webhook that chose one, written with `executor` (the
     * caller's transaction, so an event exists exactly when its change does). Answers the call
     * that queues them, for after the commit (the sweep queues any whose call was lost). Raising
     * an event again with the same key adds nothing.
     */
    async raise(
      executor: Executor,
      projectId: number,
      events: readonly RaisedEvent[],
    ): Promise<() => Promise<void>> {
      if (events.length === 0) return () => Promise.resolve();
      const told: EventListener[] = [];
      for (const listener of deps.listeners ?? []) {
        if (await listener.record(executor, projectId, events)) told.push(listener);
      }
      const ids = await repo.insertDeliveries(
        executor,
        projectId,
        events.map((e) => ({
          type: e.type,
          key: `${e.type}:${e.key}`,
          payload: { occurredAt: e.occurredAt.toISOString(), data: e.data },
        })),
      );
      return async () => {
        await dispatch(projectId, ids);
        for (const listener of told) await listener.send(projectId);
      };
    },
  };
}
