import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { operationIdOf } from './openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names every operation with a unique operationId', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/projects/{projectId}/integrations/webhooks']?.post?.operationId).toBe(
      'postProjectsByProjectIdIntegrationsWebhooks',
    );
  });

  it('documents each field of a read a gateway posts, its Source above all', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const text = JSON.stringify(doc.paths['/api/v2/ingest/reads']);
    expect(text).toContain('1 a fixed reader');
    expect(text).toContain('2 a phone');
    for (const words of [
      'manufacturer serial',
      'antenna or access point',
      'as printed',
      'with its offset',
      'in dBm',
    ])
      expect(text).toContain(words);
  });

  it('gives every request body, JSON answer and parameter an example of its own schema', async () => {
    interface Media {
      example?: unknown;
    }
    interface Operation {
      requestBody?: { content?: Record<string, Media> };
      responses?: Record<string, { content?: Record<string, Media> }>;
      parameters?: { in: string; name: string; example?: unknown }[];
    }
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const missing: string[] = [];
    let examples = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const media = [
          ...Object.values(op.requestBody?.content ?? {}),
          ...Object.entries(op.responses ?? {})
            .filter(([code]) => code.startsWith('2'))
            .flatMap(([, answer]) => Object.values(answer.content ?? {})),
        ];
        for (const m of media) {
          if (m.example === undefined) missing.push(`${method} ${path}`);
          else examples += 1;
        }
        for (const p of op.parameters ?? []) {
          if (p.in !== 'header' && p.example === undefined)
            missing.push(`${method} ${path} ${p.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(examples).toBeGreaterThan(200);
    const webhooks = doc.paths['/api/v1/projects/{projectId}/integrations/webhooks']?.post;
    expect(webhooks?.requestBody?.content?.['application/json']?.example).toEqual({
      Url: 'https://example.com/hooks/siteline',
      Events: ['presence.arrived'],
      Description: '',
    });
    expect(webhooks?.parameters?.find((p) => p.name === 'projectId')?.example).toBe(42);
    const mappings =
      doc.paths['/api/v1/projects/{projectId}/integrations/{serviceProviderId}/contract-mappings'];
    expect(mappings?.get?.responses?.['200']?.content?.['application/json']?.example).toMatchObject(
      { EyrusContracts: [{ ContractId: 42, StartDate: '2026-11-27' }] },
    );
  });

  it('documents what a webhook delivers, with an example', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      components: { schemas: Record<string, { properties?: object; example?: { type?: string } }> };
    }>();
    const event = doc.components.schemas.WebhookEvent;
    expect(Object.keys(event?.properties ?? {})).toEqual([
      'id',
      'type',
      'occurredAt',
      'projectId',
      'data',
    ]);
    expect(event?.example?.type).toBe('presence.arrived');
  });

  it('makes ids from the method and the path', () => {
    expect(operationIdOf('GET', '/api/v2/project_zones/:zoneId/archive')).toBe(
      'getProjectZonesByZoneIdArchive',
    );
  });
});
