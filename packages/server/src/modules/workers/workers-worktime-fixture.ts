import type { Permission, TagRead, TokenResponse } from '@siteline/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { bearer, tokensFor } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

const WORKTIME: Permission[] = [
  'ViewWorkerTimesheets',
  'WorkerAccessControl',
  'WorkerAlerts',
  'ManageZones',
];

/**
 * The engine's test site (Site ─ Main Gate, Level 1 ─ Electrical Room; Alice electrical, Bob
 * plumbing) and three callers: a manager holding every worktime permission, a member with none,
 * and a manager of another project with all of them.
 */
export async function worktimeFixture(t: TestApp, title: string) {
  const site = await createSite(t.db, title);
  const other = await createProject(t.db, { title: `${title} (other)` });
  const member = async (projectId: number, permissions: Permission[]) => {
    const user = await createUser(t.db);
    await addMember(t.db, projectId, user.userId, permissions);
    return tokensFor(t.app, user.email, PASSWORD);
  };
  const manager = await member(site.projectId, WORKTIME);
  const viewer = await member(site.projectId, []);
  const outsider = await member(other, WORKTIME);
  const workerUrl = (workerId: number, path: string, projectId = site.projectId) =>
    `/api/v1/projects/${projectId}/workers/${workerId}${path}`;
  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    tokens: TokenResponse = manager,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(tokens), ...(payload ? { payload } : {}) });
  /** Ingests through the engine and settles presence, as the gateway and the loop would. */
  const feed = async (reads: TagRead[]) => {
    const res = await t.app.services.engine.ingest(site.projectId, reads, { live: false });
    expect(res.Rejected).toEqual([]);
    await t.app.services.engine.processAllPresence();
  };
  return { site, other, manager, viewer, outsider, workerUrl, call, feed };
}
export type WorktimeFixture = Awaited<ReturnType<typeof worktimeFixture>>;

/** A read of the site at an exact instant (for DST days, where a local time can be ambiguous). */
export function readAt(site: Site, reader: string, port: number, tag: string, at: Date): TagRead {
  return {
    ReaderSerial: site.serial(reader),
    Port: port,
    Tag: tag,
    Time: at.toISOString(),
    Source: 1,
  };
}
