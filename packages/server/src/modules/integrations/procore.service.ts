import {
  HEADCOUNT_HISTORY_PAGE_SIZE,
  INTEGRATIONS_MESSAGES as M,
  type HeadcountHistory,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { providerFault as fault } from './integrations-sign-in.ts';
import { signedInProvider } from './integrations-signed-in.ts';
import { integrationAccess, type IntegrationsDeps } from './integrations.service.ts';
import { procoreClient, type ProcoreConfig } from './procore-client.ts';
import { pushDay, toHeadcountPush } from './procore-push.ts';
import * as integrationRow from './integrations-provider.repository.ts';
import * as repo from './procore.repository.ts';

/** Procore's id in the providers' list (integrations-providers.ts). */
export const PROCORE_PROVIDER_ID = 1;

export type ProcoreService = ReturnType<typeof createProcoreService>;

/**
 * Procore (docs/domain.md "Procore"): switched on per project, signed in (the server's OAuth app
 * in a popup, or a company's service account), the company and the project chosen
 * (integrations-signed-in.ts), vendors as the external contracts, and the evening's headcount
 * and hours per mapped contract into the project's manpower log, at the project's push time.
 */
export function createProcoreService(
  deps: IntegrationsDeps & {
    box: SecretBox;
    config: ProcoreConfig;
    now?: () => Date;
  },
) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const client = procoreClient(deps.config, now);
  const provider = signedInProvider({
    ...deps,
    providerId: PROCORE_PROVIDER_ID,
    client,
    directory: {
      companies: async (t) =>
        (await client.companies(t)).map((c) => ({ id: String(c.id), name: c.name })),
      projects: async (t, companyId, page, perPage) =>
        (await client.projects(t, companyId, page, perPage)).map((p) => ({
          id: String(p.id),
          name: p.name,
          number: p.projectNumber,
        })),
    },
    // The server's OAuth app signs in in a popup; without one, a service account's credentials.
    authenticationType: deps.config.oauth ? 'LOGINPAGE' : 'CLIENTSECRET',
    now,
  });
  const { withToken, integration } = provider;
  const access = (auth: AuthContext, projectId: number) =>
    integrationAccess(deps, auth, projectId, PROCORE_PROVIDER_ID);

  return {
    ...provider,

    /** The vendors a manpower log may name: Contractor Mappings' external contracts. */
    async vendors(projectId: number): Promise<{ code: string; name: string }[]> {
      const row = await integrationRow.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
      if (!row?.external_company_id || !row.external_project_id) return [];
      const { external_company_id: companyId, external_project_id: external } = row;
      const vendors = await withToken(projectId, (t) =>
        client.vendors(t, companyId, external),
      ).catch(fault);
      return vendors.map((v) => ({ code: String(v.id), name: v.name }));
    },

    /**
     * When the evening push runs (site time). It sends the workday under way, so it must fall at
     * least an hour into the workday: a time in the small hours before the boundary is that
     * workday's last hours.
     */
    async setPushTime(auth: AuthContext, projectId: number, pushTime: string) {
      await access(auth, projectId);
      await integration(projectId);
      const boundary = await repo.boundaryHour(db, projectId);
      const [hours = 0, minutes = 0] = pushTime.split(':').map(Number);
      const intoWorkday = ((((hours - boundary) * 60 + minutes) % 1440) + 1440) % 1440;
      if (intoWorkday < 60) throw new ValidationError(M.pushTimeTooEarly);
      await integrationRow.updateIntegration(db, projectId, PROCORE_PROVIDER_ID, {
        push_time: pushTime,
      });
    },

    async headcountHistory(
      auth: AuthContext,
      projectId: number,
      page: number,
    ): Promise<HeadcountHistory> {
      await access(auth, projectId);
      const { rows, total } = await repo.listPushes(
        db,
        projectId,
        PROCORE_PROVIDER_ID,
        page,
        HEADCOUNT_HISTORY_PAGE_SIZE,
      );
      return { Data: rows.map(toHeadcountPush), TotalCount: total };
    },

    /** A day's headcount into the manpower log (procore-push.ts). */
    pushDay(projectId: number, date: string, at: Date = now()) {
      return pushDay({ db, client, withToken }, projectId, date, at);
    },
  };
}
