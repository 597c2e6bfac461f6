import {
  MESSAGES,
  PROJECT_SETUP_MESSAGES,
  SETUP_REQUIRED,
  SETUP_STEPS,
  type Account,
  type ProjectSettings,
  type ProjectSettingsValues,
  type ProjectSetup,
  type SetupStep,
} from '@siteline/shared';
import { isLoopbackUrl } from '@siteline/shared/common/addresses';
import type { Database, Executor } from '../../db/database.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './projects-setup.repository.ts';

export interface ProjectsSetupDeps {
  db: Database;
  users: Pick<UsersService, 'addFirstMember'>;
  /** The permission hook caches a project's demo flag; a change must drop it. */
  forgetDemoFlag: (projectId: number) => void;
  /** Where people reach Siteline (PUBLIC_URL): the checklist asks for one phones can open. */
  publicUrl: string;
}

export type ProjectsSetupService = ReturnType<typeof createProjectsSetupService>;

/**
 * Creating and changing projects (provider employees: the spec leaves it to the provider), and
 * the setup checklist an empty project shows instead of empty dashboards.
 */
export function createProjectsSetupService(deps: ProjectsSetupDeps) {
  const { db } = deps;

  function providerOnly(auth: AuthContext) {
    if (!auth.isProviderEmployee) throw new ForbiddenError(PROJECT_SETUP_MESSAGES.providerOnly);
  }

  async function accountFor(tx: Executor, v: ProjectSettingsValues): Promise<number> {
    if (v.AccountId !== null) {
      if (!(await repo.accountExists(tx, v.AccountId))) {
        throw new ValidationError([
          { errorMessage: PROJECT_SETUP_MESSAGES.accountNotFound, field: 'AccountId' },
        ]);
      }
      return v.AccountId;
    }
    if (!v.NewAccountName) {
      throw new ValidationError([
        { errorMessage: PROJECT_SETUP_MESSAGES.accountNeeded, field: 'AccountId' },
      ]);
    }
    return repo.insertAccount(tx, v.NewAccountName);
  }

  async function settingsOrThrow(tx: Executor, projectId: number) {
    const found = await repo.findSettings(tx, projectId);
    if (!found) throw new NotFoundError(MESSAGES.projectNotFound);
    return found;
  }

  return {
    accounts(auth: AuthContext): Promise<Account[]> {
      providerOnly(auth);
      return repo.listAccounts(db);
    },

    /** A new project; its creator is its first member, as Admin. */
    async create(auth: AuthContext, v: ProjectSettingsValues): Promise<ProjectSettings> {
      providerOnly(auth);
      return db.transaction().execute(async (tx) => {
        const accountId = await accountFor(tx, v);
        const projectId = await repo.insertProject(tx, v, accountId);
        await deps.users.addFirstMember(tx, projectId, auth.userId);
        return settingsOrThrow(tx, projectId);
      });
    },

    settings(projectId: number): Promise<ProjectSettings> {
      return settingsOrThrow(db, projectId);
    },

    async update(
      auth: AuthContext,
      projectId: number,
      v: ProjectSettingsValues,
    ): Promise<ProjectSettings> {
      providerOnly(auth);
      const saved = await db.transaction().execute(async (tx) => {
        await settingsOrThrow(tx, projectId);
        await repo.updateProject(tx, projectId, v, await accountFor(tx, v));
        return settingsOrThrow(tx, projectId);
      });
      deps.forgetDemoFlag(projectId);
      return saved;
    },

    async setup(projectId: number): Promise<ProjectSetup> {
      const c = await repo.setupCounts(db, projectId);
      const reachable = isLoopbackUrl(deps.publicUrl) ? 0 : 1;
      const steps: Record<SetupStep, { count: number; done: boolean }> = {
        zones: { count: c.zones, done: c.zones > 0 },
        entrance: { count: c.entrance, done: c.entrance > 0 },
        readers: { count: c.readers, done: c.readers > 0 },
        // Every reader placed; the count is those reporting without a zone (their reads lack it).
        placed: { count: c.reportingUnplaced, done: c.readers > 0 && c.unplaced === 0 },
        gatewayKey: { count: c.gatewayKeys, done: c.gatewayKeys > 0 },
        access: { count: c.access, done: c.access > 0 },
        contracts: { count: c.contracts, done: c.contracts > 0 },
        plan: { count: c.plan, done: c.plan > 0 },
        registrationFields: { count: c.registrationFields, done: c.registrationFields > 0 },
        documents: { count: c.documents, done: c.documents > 0 },
        publicAddress: { count: reachable, done: reachable > 0 },
        // The creator is the first member: "users" is done once someone else has joined.
        users: { count: c.users, done: c.users > 1 },
      };
      return {
        Steps: SETUP_STEPS.map((step) => ({
          Step: step,
          Count: steps[step].count,
          Done: steps[step].done,
        })),
        Complete: SETUP_REQUIRED.every((step) => steps[step].done),
      };
    },
  };
}
