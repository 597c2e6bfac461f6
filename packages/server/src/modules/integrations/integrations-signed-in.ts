import {
  EXTERNAL_PROJECTS_PAGE_SIZE,
  INTEGRATIONS_MESSAGES as M,
  type AuthenticationType,
  type Authenticated,
  type AuthenticationUpdate,
  type ExternalProjects,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SignInClient } from './integrations-http.ts';
import { providerFault as fault, providerSignIn } from './integrations-sign-in.ts';
import {
  integrationAccess,
  type IntegrationsDeps,
  type ProviderState,
} from './integrations.service.ts';
import { PROVIDERS } from './integrations-providers.ts';
import * as repo from './integrations-provider.repository.ts';

/** A provider's companies (Procore's companies, Autodesk's hubs) and their projects. */
export interface ProviderDirectory {
  companies(accessToken: string): Promise<{ id: string; name: string }[]>;
  projects(
    accessToken: string,
    companyId: string,
    page: number,
    perPage: number,
  ): Promise<{ id: string; name: string; number: string | null }[]>;
}

/**
 * What every provider signed in to does alike (spec 000 §4, §7; docs/domain.md "Procore",
 * "Autodesk"): the switch, the sign-in (integrations-sign-in.ts), the company
 * (ExternalCompanyIdentifier) and the project chosen from the provider's own lists, and the
 * card's state. A design platform (Autodesk) is switched on by its sign-in: it goes to
 * authentication directly, and its first sign-in makes the integration.
 */
export function signedInProvider(
  deps: IntegrationsDeps & {
    box: SecretBox;
    providerId: number;
    client: SignInClient;
    directory: ProviderDirectory;
    authenticationType: AuthenticationType;
    designPlatform?: boolean;
    now: () => Date;
  },
) {
  const { db, box, providerId, client, directory, authenticationType, now } = deps;
  const signIn = providerSignIn({ db, box, providerId, client, now });
  // Only a provider the day's headcount is pushed to has a time for the push.
  const pushes = PROVIDERS.find((p) => p.id === providerId)?.links.includes('headcount-history');
  const { withToken } = signIn;

  const access = (auth: AuthContext, projectId: number) =>
    integrationAccess(deps, auth, projectId, providerId);

  async function integration(projectId: number) {
    const row = await repo.findIntegration(db, projectId, providerId);
    if (!row) throw new ValidationError(M.notSwitchedOn);
    return row;
  }

  async function company(projectId: number) {
    const row = await integration(projectId);
    if (row.external_company_id === null) throw new ValidationError(M.companyFirst);
    return row.external_company_id;
  }

  return {
    authenticationType,
    integration,
    withToken,
    token: signIn.token,

    /** The project's integration as its card shows it (none: switched off). */
    async states(projectId: number): Promise<Map<number, ProviderState>> {
      const row = await repo.findIntegration(db, projectId, providerId);
      if (!row) return new Map();
      return new Map([
        [
          providerId,
          {
            isAuthenticated: row.authenticated_at !== null,
            projectMappingId: row.project_mapping_id,
            projectName: row.external_project_name,
            projectCode: row.external_project_code,
            externalProjectId: row.external_project_id,
            pushTime: pushes ? row.push_time.slice(0, 5) : null,
          },
        ],
      ]);
    },

    async switchOn(auth: AuthContext, projectId: number) {
      await access(auth, projectId);
      await repo.insertIntegration(db, projectId, providerId, auth.userId);
    },

    async switchOff(auth: AuthContext, projectId: number) {
      await access(auth, projectId);
      await db.transaction().execute((tx) => repo.deleteIntegration(tx, projectId, providerId));
    },

    /** The sign-in's first leg: the authorize address with a fresh state and PKCE challenge. */
    async startSignIn(auth: AuthContext, projectId: number, redirectUri: string) {
      await access(auth, projectId);
      if (authenticationType !== 'LOGINPAGE') throw new ValidationError(M.wrongSignIn);
      if (deps.designPlatform) await repo.insertIntegration(db, projectId, providerId, auth.userId);
      await integration(projectId);
      return { AuthorizeUrl: await signIn.start(projectId, redirectUri) };
    },

    /** spec 000 §7 "update authentication with RedirectURI and Code, or credentials". */
    async authenticate(
      auth: AuthContext,
      projectId: number,
      input: AuthenticationUpdate,
    ): Promise<Authenticated> {
      await access(auth, projectId);
      const row = await integration(projectId);
      const byCode = 'Code' in input;
      if (byCode !== (authenticationType === 'LOGINPAGE')) {
        throw new ValidationError(M.wrongSignIn);
      }
      const accessToken = byCode
        ? await signIn.withCode(projectId, row, input)
        : await signIn.withCredentials(projectId, input);
      const companies = await directory.companies(accessToken).catch(fault);
      return {
        Companies: companies.map((c) => ({ ExternalCompanyIdentifier: c.id, Name: c.name })),
      };
    },

    /** spec 000 §7 PATCH …/authorize: the company the integration works in. */
    async authorizeCompany(auth: AuthContext, projectId: number, companyId: string) {
      await access(auth, projectId);
      await integration(projectId);
      const companies = await withToken(projectId, (t) => directory.companies(t)).catch(fault);
      const chosen = companies.find((c) => c.id === companyId);
      if (!chosen) throw new ValidationError(M.companyUnknown);
      await repo.updateIntegration(db, projectId, providerId, {
        external_company_id: chosen.id,
        external_company_name: chosen.name,
      });
    },

    async externalProjects(
      auth: AuthContext,
      projectId: number,
      page: number,
      pageSize = EXTERNAL_PROJECTS_PAGE_SIZE,
    ): Promise<ExternalProjects> {
      await access(auth, projectId);
      const companyId = await company(projectId);
      const projects = await withToken(projectId, (t) =>
        directory.projects(t, companyId, page, pageSize),
      ).catch(fault);
      return {
        Data: projects.map((p) => ({
          ServiceProviderProjectCode: p.id,
          ServiceProviderProjectName: p.name,
          ProjectNumber: p.number,
        })),
      };
    },

    /** The provider's project this one is mapped to; answers its name. */
    async selectProject(auth: AuthContext, projectId: number, code: string): Promise<string> {
      await access(auth, projectId);
      const companyId = await company(projectId);
      const projects = await withToken(projectId, (t) =>
        directory.projects(t, companyId, 1, EXTERNAL_PROJECTS_PAGE_SIZE),
      ).catch(fault);
      const chosen = projects.find((p) => p.id === code);
      if (!chosen) throw new ValidationError(M.projectUnknown);
      await repo.updateIntegration(db, projectId, providerId, {
        external_project_id: chosen.id,
        external_project_name: chosen.name,
        external_project_code: chosen.number,
      });
      return chosen.name;
    },
  };
}
export type SignedInProvider = ReturnType<typeof signedInProvider>;
