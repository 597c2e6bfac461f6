import type { ProjectSetup } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite } from '../../../test/engine-fixture.ts';
import { PASSWORD, createUser } from '../../../test/factories.ts';

// The setup list of a site ready for its first day, ticked from its data: the engine's small site
// has a gate zone with an In and an Out port on it, its readers placed, a gateway key and a
// contract rule; this server hands out an address phones can reach.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false, publicUrl: 'https://siteline.example.com' });
});
afterAll(() => t.close());

describe('the setup list of a site ready for its first day', () => {
  it('ticks the entrance, the placed readers, the key, access and the public address', async () => {
    const site = await createSite(t.db, 'Ready Site');
    const p = await createUser(t.db, { isProviderEmployee: true });
    const tokens = await tokensFor(t.app, p.email, PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${site.projectId}/setup`,
      headers: bearer(tokens),
    });
    expect(res.statusCode, res.body).toBe(200);
    const steps = Object.fromEntries(
      res.json<ProjectSetup>().Steps.map((s) => [s.Step, s.Done] as const),
    );
    expect(steps).toMatchObject({
      zones: true,
      entrance: true,
      readers: true,
      placed: true,
      gatewayKey: true,
      access: true,
      contracts: true,
      publicAddress: true,
    });
  });
});
