import { WebhookEventSchema } from '@siteline/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withExample, withPropertyExamples } from './openapi-examples.ts';

/**
 * The OpenAPI document's own parts (served at /docs): every route's operationId, made from its
 * method and path so it is unique and stable (`GET /api/v1/projects/:projectId/integrations` is
 * `getProjectsByProjectIdIntegrations`), an example of each request and answer made from the
 * route's own schemas (openapi-examples.ts), and the payload webhooks POST to their receivers.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'api' && !/^v\d+$/.test(part))
    .flatMap((part) =>
      part.startsWith(':')
        ? ['by', ...part.slice(1).split(/[^A-Za-z0-9]+/)]
        : part.split(/[^A-Za-z0-9]+/),
    )
    .filter((w) => w !== '');
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/** The zod type provider's transform, with each route's operationId. */
export function openApiTransform(args: TransformArgs) {
  const out = jsonSchemaTransform(args);
  const method = Array.isArray(args.route.method) ? args.route.method[0] : args.route.method;
  const schema = out.schema as Record<string, unknown> & { operationId?: string };
  const object = (value: unknown): value is object => typeof value === 'object' && value !== null;
  return {
    ...out,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(String(method), args.url),
      ...(object(schema.body) && { body: withExample(schema.body) }),
      ...(object(schema.params) && { params: withPropertyExamples(schema.params) }),
      // A query of no fixed names (a report file takes its report's own) has no parameters to
      // list: OpenAPI would show the schema's keywords as parameters.
      querystring:
        object(schema.querystring) && 'properties' in schema.querystring
          ? withPropertyExamples(schema.querystring)
          : undefined,
      ...(object(schema.response) && {
        response: Object.fromEntries(
          Object.entries(schema.response).map(([code, answer]) => [
            code,
            object(answer) ? withExample(answer) : answer,
          ]),
        ),
      }),
    },
  };
}

/** components.schemas.WebhookEvent: what a webhook delivery's body is. */
export const webhookEventComponent = {
  ...(z.toJSONSchema(WebhookEventSchema, { target: 'openapi-3.0' }) as Record<string, unknown>),
  description:
    "The JSON body of every webhook delivery (POST to the webhook's address). Headers: Siteline-Event (the type), Siteline-Delivery (the delivery's id; the same on each retry), Siteline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\" with the webhook's secret>. Answer 2xx within 10 s; anything else is tried again after 30 s, doubling up to an hour, 30 times.",
  example: {
    id: '7d9c1c52-52cf-4c1e-9a52-3f0b8f0e2a11',
    type: 'presence.arrived',
    occurredAt: '2026-11-28T11:45:12.000Z',
    projectId: 1,
    data: {
      workerId: 1042,
      workerName: 'Ana Alvarez',
      contractId: 12,
      zoneId: 3,
      zoneName: 'Main Gate',
      locationName: 'North gate turnstile',
      readerId: 7,
      tag: 'E2003412',
      at: '2026-11-28T11:45:12.000Z',
    },
  },
};
