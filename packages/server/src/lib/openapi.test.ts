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
