import {
  EXTERNAL_PROJECTS_PAGE_SIZE,
  HEADCOUNT_HISTORY_PAGE_SIZE,
  INTEGRATIONS_MESSAGES as M,
  type AuthenticationType,
  type Authenticated,
  type AuthenticationUpdate,
  type ExternalProjects,
  type HeadcountHistory,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  integrationAccess,
  type IntegrationsDeps,
  type ProviderState,
} from './integrations.service.ts';
import { procoreClient, type ProcoreConfig } from './procore-client.ts';
import { pushDay, toHeadcountPush } from './procore-push.ts';
import { providerFault as fault, providerSignIn } from './integrations-sign-in.ts';
import * as repo from './procore.repository.ts';

/** Procore's id in the providers' list (integrations-providers.ts). */
export const PROCORE_PROVIDER_ID = 1;

export type ProcoreService = ReturnType<typeof createProcoreService>;

/**
 * Procore (docs/domain.md "Integrations"): switched on per project, signed in (integrations-sign-in.ts:
 * the server's OAuth app in a popup, or a company's service account), the company and the
 * project chosen, vendors as the external contracts, and the evening's headcount and hours per
 * mapped contract into the project's manpower log, at the project's push time.
 */
export function createProcoreService(
  deps: IntegrationsDeps & {
    box: SecretBox;
    config: ProcoreConfig;
    now?: () => Date;
  },
) {
  const { db, box } = deps;
  const now = deps.now ?? (() => new Date());
  const client = procoreClient(deps.config, now);
  const signIn = providerSignIn({ db, box, providerId: PROCORE_PROVIDER_ID, client, now });
  const { token, withToken } = signIn;
  /** The server's OAuth app signs in in a popup; without one, a service account's credentials. */
  const authenticationType: AuthenticationType = deps.config.oauth ? 'LOGINPAGE' : 'CLIENTSECRET';

  async function access(auth: AuthContext, projectId: number) {
    await integrationAccess(deps, auth, projectId, PROCORE_PROVIDER_ID);
    return client;
  }

  async function integration(projectId: number) {
    const row = await repo.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
    if (!row) throw new ValidationError(M.notSwitchedOn);
    return row;
  }

  return {
    authenticationType,
    token,

    /** The project's Procore integration as its card shows it (none: switched off). */
    async states(projectId: number): Promise<Map<number, ProviderState>> {
      const row = await repo.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
      if (!row) return new Map();
      return new Map([
        [
          PROCORE_PROVIDER_ID,
          {
            isAuthenticated: row.authenticated_at !== null,
            projectMappingId: row.project_mapping_id,
            projectName: row.external_project_name,
            projectCode: row.external_project_code,
            externalProjectId: row.external_project_id,
            pushTime: row.push_time.slice(0, 5),
          },
        ],
      ]);
    },

    async switchOn(auth: AuthContext, projectId: number) {
      await access(auth, projectId);
      await repo.insertIntegration(db, projectId, PROCORE_PROVIDER_ID, auth.userId);
    },

    async switchOff(auth: AuthContext, projectId: number) {
      await access(auth, projectId);
      await db
        .transaction()
        .execute((tx) => repo.deleteIntegration(tx, projectId, PROCORE_PROVIDER_ID));
    },

    /** The sign-in's first leg: the authorize address with a fresh state and PKCE challenge. */
    async startSignIn(auth: AuthContext, projectId: number, redirectUri: string) {
      await access(auth, projectId);
      if (authenticationType !== 'LOGINPAGE') throw new ValidationError(M.wrongSignIn);
      await integration(projectId);
      return { AuthorizeUrl: await signIn.start(projectId, redirectUri) };
    },

    /** spec 000 §7 "update authentication with RedirectURI and Code, or credentials". */
    async authenticate(
      auth: AuthContext,
      projectId: number,
      input: AuthenticationUpdate,
    ): Promise<Authenticated> {
      const procore = await access(auth, projectId);
      const row = await integration(projectId);
      const byCode = 'Code' in input;
      if (byCode !== (authenticationType === 'LOGINPAGE')) {
        throw new ValidationError(M.wrongSignIn);
      }
      const accessToken = byCode
        ? await signIn.withCode(projectId, row, input)
        : await signIn.withCredentials(projectId, input);
      const companies = await procore.companies(accessToken).catch(fault);
      return {
        Companies: companies.map((c) => ({
          ExternalCompanyIdentifier: String(c.id),
          Name: c.name,
        })),
      };
    },

    /** spec 000 §7 PATCH …/authorize: the company the integration works in. */
    async authorizeCompany(auth: AuthContext, projectId: number, companyId: string) {
      const procore = await access(auth, projectId);
      await integration(projectId);
      const companies = await withToken(projectId, (t) => procore.companies(t)).catch(fault);
      const company = companies.find((c) => String(c.id) === companyId);
      if (!company) throw new ValidationError(M.companyUnknown);
      await repo.updateIntegration(db, projectId, PROCORE_PROVIDER_ID, {
        external_company_id: company.id,
        external_company_name: company.name,
      });
    },

    async externalProjects(
      auth: AuthContext,
      projectId: number,
      page: number,
      pageSize = EXTERNAL_PROJECTS_PAGE_SIZE,
    ): Promise<ExternalProjects> {
      const procore = await access(auth, projectId);
      const row = await integration(projectId);
      if (row.external_company_id === null) throw new ValidationError(M.companyFirst);
      const companyId = row.external_company_id;
      const projects = await withToken(projectId, (t) =>
        procore.projects(t, companyId, page, pageSize),
      ).catch(fault);
      return {
        Data: projects.map((p) => ({
          ServiceProviderProjectCode: String(p.id),
          ServiceProviderProjectName: p.name,
          ProjectNumber: p.projectNumber,
        })),
      };
    },

    /** The provider's project this one is mapped to; answers its name. */
    async selectProject(auth: AuthContext, projectId: number, code: string): Promise<string> {
      const procore = await access(auth, projectId);
      const row = await integration(projectId);
      if (row.external_company_id === null) throw new ValidationError(M.companyFirst);
      const companyId = row.external_company_id;
      const projects = await withToken(projectId, (t) =>
        procore.projects(t, companyId, 1, EXTERNAL_PROJECTS_PAGE_SIZE),
      ).catch(fault);
      const chosen = projects.find((p) => String(p.id) === code);
      if (!chosen) throw new ValidationError(M.projectUnknown);
      await repo.updateIntegration(db, projectId, PROCORE_PROVIDER_ID, {
        external_project_id: chosen.id,
        external_project_name: chosen.name,
        external_project_code: chosen.projectNumber,
      });
      return chosen.name;
    },

    /** The vendors a manpower log may name: Contractor Mappings' external contracts. */
    async vendors(projectId: number): Promise<{ code: string; name: string }[]> {
      const row = await repo.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
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
      await repo.updateIntegration(db, projectId, PROCORE_PROVIDER_ID, { push_time: pushTime });
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
      return {
        Data: rows.map(toHeadcountPush),
        TotalCount: total,
      };
    },

    /** A day's headcount into the manpower log (procore-push.ts). */
    pushDay(projectId: number, date: string, at: Date = now()) {
      return pushDay({ db, client, withToken }, projectId, date, at);
    },
  };
}
