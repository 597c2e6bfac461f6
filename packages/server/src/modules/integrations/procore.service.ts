import { randomBytes } from 'node:crypto';
import {
  EXTERNAL_PROJECTS_PAGE_SIZE,
  HEADCOUNT_HISTORY_PAGE_SIZE,
  INTEGRATIONS_MESSAGES as M,
  type Authenticated,
  type AuthenticationUpdate,
  type ExternalProjects,
  type HeadcountHistory,
} from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  integrationAccess,
  type IntegrationsDeps,
  type ProviderState,
} from './integrations.service.ts';
import {
  ProviderError,
  pkcePair,
  procoreClient,
  type ProcoreClient,
  type ProcoreConfig,
} from './procore-client.ts';
import { pushDay, toHeadcountPush } from './procore-push.ts';
import * as repo from './procore.repository.ts';

/** Procore's id in the providers' list (integrations-providers.ts). */
export const PROCORE_PROVIDER_ID = 1;
/** A sign-in must come back within this long of its start. */
const SIGN_IN_MS = 10 * 60_000;
/** A token this close to expiry is refreshed before use. */
const REFRESH_AHEAD_MS = 5 * 60_000;

export type ProcoreService = ReturnType<typeof createProcoreService>;

/**
 * Procore (docs/domain.md "Integrations"): switched on per project, signed in through OAuth 2.0
 * with PKCE, the company and the project chosen, vendors as the external contracts, and the
 * evening's headcount and hours per mapped contract into the project's manpower log. Tokens are
 * sealed at rest and refreshed under the integration row's lock, so only one server refreshes
 * (Procore's refresh tokens are single-use).
 */
export function createProcoreService(
  deps: IntegrationsDeps & {
    box: SecretBox;
    config: ProcoreConfig | null;
    now?: () => Date;
  },
) {
  const { db, box } = deps;
  const now = deps.now ?? (() => new Date());
  const client: ProcoreClient | null = deps.config ? procoreClient(deps.config, now) : null;

  async function access(auth: AuthContext, projectId: number) {
    await integrationAccess(deps, auth, projectId, PROCORE_PROVIDER_ID);
    if (!client) throw new NotFoundError(M.providerNotFound);
    return client;
  }

  async function integration(projectId: number) {
    const row = await repo.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
    if (!row) throw new ValidationError(M.notSwitchedOn);
    return row;
  }

  const fault = (error: unknown): never => {
    if (error instanceof ProviderError) throw new AppError(502, M.providerFault);
    throw error;
  };

  /** A usable access token: refreshed first when it is about to expire (one server at a time). */
  async function token(projectId: number, force = false): Promise<string> {
    if (!client) throw new NotFoundError(M.providerNotFound);
    return db.transaction().execute(async (tx) => {
      const row = await repo.lockIntegration(tx, projectId, PROCORE_PROVIDER_ID);
      if (!row?.access_token_sealed || !row.refresh_token_sealed || !row.token_expires_at) {
        throw new ValidationError(M.notSignedIn);
      }
      if (!force && row.token_expires_at.getTime() - now().getTime() > REFRESH_AHEAD_MS) {
        return box.open(row.access_token_sealed);
      }
      const fresh = await client.refresh(box.open(row.refresh_token_sealed));
      await repo.updateIntegration(tx, projectId, PROCORE_PROVIDER_ID, {
        access_token_sealed: box.seal(fresh.accessToken),
        refresh_token_sealed: box.seal(fresh.refreshToken),
        token_expires_at: fresh.expiresAt,
      });
      return fresh.accessToken;
    });
  }

  /** A call with the project's token; a 401 refreshes it once and tries again. */
  async function withToken<T>(projectId: number, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await token(projectId));
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.unauthorized) throw error;
      return call(await token(projectId, true));
    }
  }

  return {
    configured: client !== null,
    token,

    /** The project's Procore integration as its card shows it (none: switched off). */
    async states(projectId: number): Promise<Map<number, ProviderState>> {
      const row = await repo.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
      if (!row) return new Map();
      return new Map([
        [
          PROCORE_PROVIDER_ID,
          {
            isAuthenticated: row.refresh_token_sealed !== null,
            projectMappingId: row.project_mapping_id,
            projectName: row.external_project_name,
            projectCode: row.external_project_code,
            externalProjectId: row.external_project_id,
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
      const procore = await access(auth, projectId);
      await integration(projectId);
      const state = randomBytes(18).toString('base64url');
      const pkce = pkcePair();
      await repo.updateIntegration(db, projectId, PROCORE_PROVIDER_ID, {
        oauth_state: state,
        oauth_verifier_sealed: box.seal(pkce.verifier),
        oauth_redirect_uri: redirectUri,
        oauth_started_at: now(),
      });
      return { AuthorizeUrl: procore.authorizeUrl(redirectUri, state, pkce.challenge) };
    },

    /** spec 000 §7 "update authentication with RedirectURI and Code": the code for tokens. */
    async authenticate(
      auth: AuthContext,
      projectId: number,
      input: AuthenticationUpdate,
    ): Promise<Authenticated> {
      const procore = await access(auth, projectId);
      const row = await integration(projectId);
      const fresh =
        row.oauth_state !== null &&
        row.oauth_state === input.State &&
        row.oauth_redirect_uri === input.RedirectURI &&
        row.oauth_verifier_sealed !== null &&
        row.oauth_started_at !== null &&
        now().getTime() - row.oauth_started_at.getTime() <= SIGN_IN_MS;
      if (!fresh || row.oauth_verifier_sealed === null) throw new ValidationError(M.signInStale);
      const tokens = await procore
        .exchangeCode(input.Code, input.RedirectURI, box.open(row.oauth_verifier_sealed))
        .catch((error: unknown) => {
          if (error instanceof ProviderError && !error.retryable) {
            throw new ValidationError(M.signInStale);
          }
          return fault(error);
        });
      await repo.updateIntegration(db, projectId, PROCORE_PROVIDER_ID, {
        oauth_state: null,
        oauth_verifier_sealed: null,
        oauth_redirect_uri: null,
        oauth_started_at: null,
        access_token_sealed: box.seal(tokens.accessToken),
        refresh_token_sealed: box.seal(tokens.refreshToken),
        token_expires_at: tokens.expiresAt,
        authenticated_at: now(),
      });
      const companies = await procore.companies(tokens.accessToken).catch(fault);
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
      if (!client) return [];
      const row = await repo.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
      if (!row?.external_company_id || !row.external_project_id) return [];
      const { external_company_id: companyId, external_project_id: external } = row;
      const vendors = await withToken(projectId, (t) =>
        client.vendors(t, companyId, external),
      ).catch(fault);
      return vendors.map((v) => ({ code: String(v.id), name: v.name }));
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
      return client
        ? pushDay({ db, client, withToken }, projectId, date, at)
        : Promise.resolve({ sent: 0, refused: 0 });
    },
  };
}
