import type { TokenResponse } from '@siteline/shared';
import type { Permission } from '@siteline/shared';
import type { TestApp } from '../../../test/app.ts';
import { tokensFor } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

/**
 * The engine's test site (Site ─ Main Gate, Level 1 ─ Electrical Room; Alice electrical, Bob
 * plumbing), and three callers: a zone manager, a viewer of the project, and a manager of
 * another project.
 */
export interface ZonesFixture {
  site: Site;
  other: number;
  manager: TokenResponse;
  viewer: TokenResponse;
  outsider: TokenResponse;
}

export async function zonesFixture(t: TestApp, title: string): Promise<ZonesFixture> {
  const site = await createSite(t.db, title);
  const other = await createProject(t.db, { title: `${title} (other)` });
  const member = async (projectId: number, permissions: Permission[]) => {
    const user = await createUser(t.db);
    await addMember(t.db, projectId, user.userId, permissions);
    return tokensFor(t.app, user.email, PASSWORD);
  };
  return {
    site,
    other,
    manager: await member(site.projectId, ['ManageZones']),
    viewer: await member(site.projectId, []),
    outsider: await member(other, ['ManageZones']),
  };
}

/** Every row of the zones area's tables for the project, to prove a refusal wrote nothing. */
export async function zoneTables(t: TestApp, projectId: number) {
  const [zones, contractRules, workerRules] = await Promise.all([
    t.db
      .selectFrom('zones')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('project_zone_id')
      .execute(),
    t.db
      .selectFrom('zone_contract_rules')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('zone_contract_rule_id')
      .execute(),
    t.db
      .selectFrom('zone_worker_rules')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('zone_worker_rule_id')
      .execute(),
  ]);
  return { zones, contractRules, workerRules };
}
