import type { Project } from '@siteline/shared';
import { setSession, type Session } from '../lib/auth-store.ts';

/** A project as GET /api/v1/projects answers it; `Tower {id}` on Chicago's clock. */
export function makeProject(id: number, overrides: Partial<Project> = {}): Project {
  return {
    ProjectId: id,
    Title: `Tower ${id}`,
    AccountId: 1,
    AccountName: 'Acme Builders',
    StartDate: '2024-03-01',
    EndDate: null,
    TimeZoneId: 'America/Chicago',
    CountryCode: 'US',
    SiteDisplayConst: 'SITE',
    ...overrides,
  };
}

/** A signed-in session: Sam, member of `projectIds` with no named permission unless given. */
export function makeSession(
  projectIds: readonly number[],
  overrides: Partial<Session> = {},
): Session {
  return {
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 3_600_000,
    userId: 1,
    userName: 'Sam Site',
    permissions: projectIds.map((ProjectId) => ({ ProjectId, Permissions: [] })),
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
    ...overrides,
  };
}

/** Signs Sam in (see makeSession). */
export function signIn(projectIds: readonly number[], overrides: Partial<Session> = {}): Session {
  const session = makeSession(projectIds, overrides);
  setSession(session);
  return session;
}
