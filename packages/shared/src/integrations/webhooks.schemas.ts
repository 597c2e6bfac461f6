/**
 * Outgoing webhooks (issue 27; docs/domain.md "Webhooks"):
 *
 *   GET    /api/v1/projects/:projectId/integrations/webhooks                → Webhooks
 *   POST   …/integrations/webhooks                      WebhookCreate       → WebhookCreated (201)
 *   PATCH  …/integrations/webhooks/:webhookId           WebhookUpdate       → Webhook
 *   DELETE …/integrations/webhooks/:webhookId                               → 204
 *   GET    …/integrations/webhooks/:webhookId/deliveries?page               → WebhookDeliveries
 *   POST   …/integrations/webhooks/:webhookId/test                          → WebhookDelivery (202)
 *
 * Each delivery is a POST of a WebhookEvent as JSON, signed: `Siteline-Signature: t=<unix
 * seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's secret>`.
 */
import { z } from 'zod';
import { IdParamSchema } from '../common/id.schemas.ts';
import { listPageSchema, pagedSchema } from '../common/paging.schemas.ts';
import { plainText } from '../common/text.schemas.ts';

/** The events a webhook may choose (webhook.test is what "Send test" sends). */
export const WEBHOOK_EVENTS = [
  'presence.arrived',
  'presence.departed',
  'worker.registered',
  'alert.raised',
  'alert.resolved',
  'evacuation.started',
  'evacuation.updated',
  'evacuation.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Delivered', 'Failed'] as const;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 50;
/** Attempts before a delivery is Failed: about a day of backoff from 30 s, doubling, at most 1 h. */
export const WEBHOOK_MAX_ATTEMPTS = 30;
/** A project's webhooks. */
export const WEBHOOK_LIMIT = 20;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook added. Copy its secret now: it is not shown again.',
  updated: 'Webhook saved.',
  deleted: 'Webhook deleted.',
  testQueued: 'A test event is on its way.',
  urlInvalid: 'Enter the address as http:// or https:// followed by the host.',
  eventsRequired: 'Choose at least one event.',
  notFound: 'That webhook was not found on this project.',
  tooMany: 'A project has at most 20 webhooks.',
} as const;

const url = plainText()
  .trim()
  .max(2048, WEBHOOK_MESSAGES.urlInvalid)
  .refine((text) => {
    try {
      const parsed = new URL(text);
      return (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== ''
      );
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

export const WebhookParamsSchema = z.object({ projectId: IdParamSchema, webhookId: IdParamSchema });

export const WebhookCreateSchema = z
  .object({
    Url: url,
    Events: events,
    Description: plainText().trim().max(200).default(''),
  })
  .strict();
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;
export type WebhookCreateInput = z.input<typeof WebhookCreateSchema>;

export const WebhookUpdateSchema = z
  .object({
    Url: url.optional(),
    Events: events.optional(),
    Description: plainText().trim().max(200).optional(),
    Active: z.boolean().optional(),
  })
  .strict();
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>;
export type WebhookUpdateInput = z.input<typeof WebhookUpdateSchema>;

export const WebhookSchema = z.object({
  WebhookId: z.number().int(),
  Url: z.string(),
  Events: z.array(z.enum(WEBHOOK_EVENTS)),
  Description: z.string(),
  Active: z.boolean(),
  /** The secret's last four characters, to tell secrets apart. */
  SecretHint: z.string(),
  CreatedAt: z.iso.datetime({ offset: true }),
  /** The latest delivery's status and time, null before any. */
  LastDeliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  LastDeliveryAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Webhook = z.infer<typeof WebhookSchema>;
export const WebhooksSchema = z.object({
  Data: z.array(WebhookSchema),
  /**
   * Whether this server lets webhooks call loopback and private-network addresses (its
   * development default): the page says so, since an answer is shown in the delivery log.
   */
  PrivateReceiversAllowed: z.boolean(),
});
export type Webhooks = z.infer<typeof WebhooksSchema>;

/** The webhook and its secret, shown this once. */
export const WebhookCreatedSchema = WebhookSchema.extend({ Secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreatedSchema>;

export const WebhookDeliverySchema = z.object({
  DeliveryId: z.number().int(),
  Event: z.string(),
  EventId: z.string(),
  Status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  Attempts: z.number().int(),
  /** The receiver's last HTTP status, null when it could not be reached. */
  LastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed (a network error, a refused address), or null. */
  LastError: z.string().nullable(),
  /** The start of the receiver's last answer (at most 500 characters). */
  LastResponse: z.string().nullable(),
  CreatedAt: z.iso.datetime({ offset: true }),
  LastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  NextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveriesQuerySchema = z.object({ page: listPageSchema }).strict();
export const WebhookDeliveriesSchema = pagedSchema(WebhookDeliverySchema);
export type WebhookDeliveries = z.infer<typeof WebhookDeliveriesSchema>;

/** What a receiver gets (the OpenAPI document names it `WebhookEvent`). */
export const WebhookEventSchema = z.object({
  id: z.string().describe('The event id: the same on every retry of a delivery'),
  type: z.string().describe('presence.arrived, presence.departed, worker.registered, …'),
  occurredAt: z.iso.datetime({ offset: true }),
  projectId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
