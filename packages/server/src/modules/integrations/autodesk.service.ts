import { ISSUE_HISTORY_PAGE_SIZE, type IssueHistory } from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { autodeskClient, type AutodeskConfig } from './autodesk-client.ts';
import { recordAlertEvents, syncIssues, toIssueSync } from './autodesk-issues.ts';
import * as repo from './autodesk.repository.ts';
import { signedInProvider } from './integrations-signed-in.ts';
import { integrationAccess, type IntegrationsDeps } from './integrations.service.ts';
import { findIntegration } from './integrations-provider.repository.ts';

export { AUTODESK_PROVIDER_ID } from './autodesk.repository.ts';
export type AutodeskService = ReturnType<typeof createAutodeskService>;

/**
 * Autodesk, the design platform (docs/domain.md "Autodesk"): switched on by its sign-in in a
 * popup (APS three-legged OAuth with PKCE), a hub and one of its projects chosen, no contractor
 * mapping; then each safety alert of the site becomes an issue in that Autodesk Construction
 * Cloud project, closed when the alert resolves.
 */
export function createAutodeskService(
  deps: IntegrationsDeps & { box: SecretBox; config: AutodeskConfig; now?: () => Date },
) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const client = autodeskClient(deps.config, now);
  const provider = signedInProvider({
    ...deps,
    providerId: repo.AUTODESK_PROVIDER_ID,
    client,
    directory: {
      companies: (t) => client.hubs(t),
      projects: async (t, hubId, page, perPage) =>
        (await client.projects(t, hubId, page, perPage)).map((p) => ({ ...p, number: null })),
    },
    authenticationType: 'LOGINPAGE',
    designPlatform: true,
    now,
  });
  const externalProject = async (projectId: number) =>
    (await findIntegration(db, projectId, repo.AUTODESK_PROVIDER_ID))?.external_project_id ?? null;

  return {
    ...provider,
    recordAlertEvents,

    /** Issues to create or close now (one project's, or every project's). */
    syncIssues: (at: Date = now(), projectId?: number) =>
      syncIssues({ db, client, withToken: provider.withToken, externalProject }, at, projectId),

    async issueHistory(auth: AuthContext, projectId: number, page: number): Promise<IssueHistory> {
      await integrationAccess(deps, auth, projectId, repo.AUTODESK_PROVIDER_ID);
      const { rows, total } = await repo.listSyncs(db, projectId, page, ISSUE_HISTORY_PAGE_SIZE);
      return { Data: rows.map(toIssueSync), TotalCount: total };
    },
  };
}
