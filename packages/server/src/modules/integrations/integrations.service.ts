import {
  INTEGRATIONS_MESSAGES as M,
  type AuthenticationType,
  type ContractMappings,
  type ContractMappingsSave,
  type ServiceProvider,
  type ServiceProviders,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { bestGuesses } from './integrations-best-guess.ts';
import { PROVIDERS, findProvider, type ProviderDefinition } from './integrations-providers.ts';
import * as repo from './integrations.repository.ts';

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;

/** A provider signed in to, as its card shows it. */
export interface ProviderState {
  isAuthenticated: boolean;
  projectMappingId: number;
  projectName: string | null;
  projectCode: string | null;
  externalProjectId: string | null;
  /** The evening push's time on the site's clock (HH:mm); null: the provider has no push. */
  pushTime: string | null;
}

export interface IntegrationsDeps {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  /**
   * Whether a provider signed in to is offered here, how it signs in on this server (null: not
   * offered), and its state.
   */
  signedIn?: {
    authenticationType: (providerId: number) => AuthenticationType | null;
    states: (projectId: number) => Promise<Map<number, ProviderState>>;
  };
  /** The external contracts of a provider signed in to (Procore's vendors). */
  externals?: (projectId: number, providerId: number) => Promise<{ code: string; name: string }[]>;
}

/** Each contract as a prime by name, then its subs by name (the contracts summary's order). */
function treeOrder<T extends { contract_id: number; parent_contract_id: number | null }>(
  rows: readonly T[],
): T[] {
  const ids = new Set(rows.map((r) => r.contract_id));
  return rows
    .filter((r) => r.parent_contract_id === null || !ids.has(r.parent_contract_id))
    .flatMap((prime) => [prime, ...rows.filter((r) => r.parent_contract_id === prime.contract_id)]);
}

/**
 * The caller may change the project's integrations: ManageIntegrations (the route) and not
 * limited to a company's contracts — an integration writes the whole project's plan. Answers the
 * provider, or 404 for one the project cannot use.
 */
export async function integrationAccess(
  deps: IntegrationsDeps,
  auth: AuthContext,
  projectId: number,
  providerId: number | null,
): Promise<ProviderDefinition | null> {
  if ((await deps.projects.contractScope(auth, projectId)) !== null) {
    throw new ForbiddenError(M.wholeProjectOnly);
  }
  if (providerId === null) return null;
  const provider = findProvider(providerId);
  if (!provider) throw new NotFoundError(M.providerNotFound);
  return provider;
}

export function createIntegrationsService(deps: IntegrationsDeps) {
  const { db } = deps;

  async function cards(projectId: number): Promise<ServiceProvider[]> {
    const [files, states] = await Promise.all([
      repo.lastProcessedFiles(db, projectId),
      deps.signedIn?.states(projectId) ?? new Map<number, ProviderState>(),
    ]);
    const last = new Map(files.map((f) => [f.service_provider_id, f]));
    const signsIn = (p: ProviderDefinition) =>
      p.authenticationType === null ? null : (deps.signedIn?.authenticationType(p.id) ?? null);
    const offered = (p: ProviderDefinition) => p.authenticationType === null || signsIn(p) !== null;
    return PROVIDERS.filter(offered).map((p) => {
      const file = last.get(p.id);
      const state = states.get(p.id);
      const type = signsIn(p);
      return {
        ServiceProviderId: p.id,
        ServiceProviderName: p.name,
        AuthenticationType: type,
        IsOn: p.authenticationType === null || state !== undefined,
        IsAuthenticated: p.authenticationType === null || (state?.isAuthenticated ?? false),
        IsMappedToServiceProviderProject: (state?.externalProjectId ?? null) !== null,
        ProjectMappingId: state?.projectMappingId ?? null,
        ServiceProviderProjectName: state?.projectName ?? null,
        ServiceProviderProjectCode: state?.projectCode ?? null,
        AuthenticationDescription:
          type === 'CLIENTSECRET'
            ? (p.credentialsDescription ?? p.authenticationDescription)
            : p.authenticationDescription,
        ExternalSignInPage: null,
        Links: p.links,
        Description: p.description,
        LastProcessedFileName: file?.original_file_name ?? null,
        LastProcessedAt: file?.processed_at ? file.processed_at.toISOString() : null,
        PushTime: state?.pushTime ?? null,
      };
    });
  }

  /** A provider's external contracts (Procore's vendors), given by its own service. */
  const providerExternals = deps.externals ?? (() => Promise.resolve([]));

  /** A scheduler's external contracts: the labour resources of one of its files. */
  async function fileResources(
    projectId: number,
    providerId: number,
    fileImportId: number | null | undefined,
  ): Promise<string[]> {
    if (fileImportId === null || fileImportId === undefined) return [];
    const file = await repo.findFileImport(db, projectId, providerId, fileImportId);
    if (!file) throw new NotFoundError(M.fileImportNotFound);
    return file.labour_resources;
  }

  async function mappings(
    projectId: number,
    providerId: number,
    fileImportId: number | null | undefined,
  ): Promise<ContractMappings> {
    const scheduler = findProvider(providerId)?.scheduleFormat !== null;
    const [rows, externals] = await Promise.all([
      repo.listMappedContracts(db, projectId, providerId),
      scheduler
        ? fileResources(projectId, providerId, fileImportId).then((names) =>
            names.map((name) => ({ code: name, name })),
          )
        : providerExternals(projectId, providerId),
    ]);
    const chosen = new Set(rows.flatMap((r) => (r.external_code ? [r.external_code] : [])));
    const guesses = bestGuesses(
      rows
        .filter((r) => r.contract_mapping_id === null)
        .map((r) => ({
          contractId: r.contract_id,
          names: r.trade ? [r.display_name, r.trade] : [r.display_name],
        })),
      externals.filter((e) => !chosen.has(e.code)),
    );
    return {
      EyrusContracts: treeOrder(rows).map((r) => ({
        ContractId: r.contract_id,
        ContractDisplayName: r.display_name,
        ParentContractId: r.parent_contract_id,
        StartDate: r.start_date,
        SkipContract: r.skip_contract ?? false,
        ServiceProviderContractCode: r.external_code,
        ServiceProviderContractName: r.external_name,
        BestGuessServiceProviderContractCode: guesses.get(r.contract_id) ?? null,
        ContractMappingId: r.contract_mapping_id,
      })),
      ExternalContracts: externals.map((e) => ({
        ServiceProviderContractCode: e.code,
        ServiceProviderContractName: e.name,
      })),
      ContainsBestGuess: guesses.size > 0,
    };
  }

  return {
    async providers(auth: AuthContext, projectId: number): Promise<ServiceProviders> {
      await integrationAccess(deps, auth, projectId, null);
      return { Data: await cards(projectId) };
    },

    async provider(auth: AuthContext, projectId: number, providerId: number) {
      await integrationAccess(deps, auth, projectId, providerId);
      const card = (await cards(projectId)).find((c) => c.ServiceProviderId === providerId);
      if (!card) throw new NotFoundError(M.providerNotFound);
      return card;
    },

    async contractMappings(
      auth: AuthContext,
      projectId: number,
      providerId: number,
      fileImportId: number | undefined,
    ): Promise<ContractMappings> {
      await integrationAccess(deps, auth, projectId, providerId);
      return mappings(projectId, providerId, fileImportId);
    },

    /**
     * Saves the items given (the others keep theirs): mapped, skipped, or neither (the mapping
     * removed). Every contract must be the project's; a scheduler's codes must be resources of
     * the file named; an external contract goes to one contract only.
     */
    async saveContractMappings(
      auth: AuthContext,
      projectId: number,
      providerId: number,
      input: ContractMappingsSave,
    ): Promise<ContractMappings> {
      const provider = await integrationAccess(deps, auth, projectId, providerId);
      const onProject = await repo.contractsOnProject(
        db,
        projectId,
        input.Items.map((i) => i.ContractId),
      );
      if (input.Items.some((i) => !onProject.has(i.ContractId))) {
        throw new ValidationError([{ errorMessage: M.contractNotOnProject, field: 'Items' }]);
      }
      const known = provider?.scheduleFormat
        ? new Set(await fileResources(projectId, providerId, input.FileImportId))
        : new Set((await providerExternals(projectId, providerId)).map((e) => e.code));
      const foreign = input.Items.some(
        (i) => i.ServiceProviderContractCode !== null && !known.has(i.ServiceProviderContractCode),
      );
      if (foreign) {
        const message = provider?.scheduleFormat ? M.externalNotInFile : M.externalUnknown;
        throw new ValidationError([{ errorMessage: message, field: 'Items' }]);
      }
      try {
        await db.transaction().execute((tx) =>
          repo.replaceMappings(
            tx,
            projectId,
            providerId,
            auth.userId,
            input.Items.map((i) => ({
              contractId: i.ContractId,
              skip: i.SkipContract,
              code: i.ServiceProviderContractCode,
              name: i.ServiceProviderContractName ?? i.ServiceProviderContractCode,
              startDate: i.StartDate,
            })),
          ),
        );
      } catch (error) {
        // Another contract keeps this external contract (not among the items saved).
        if ((error as { code?: unknown }).code === '23505') {
          throw new ValidationError([{ errorMessage: M.externalTwice, field: 'Items' }]);
        }
        throw error;
      }
      return mappings(projectId, providerId, input.FileImportId);
    },
  };
}
