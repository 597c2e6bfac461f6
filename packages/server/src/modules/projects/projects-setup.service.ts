import {
  MESSAGES,
  PROJECT_SETUP_MESSAGES,
  SETUP_REQUIRED,
  SETUP_STEPS,
  type Account,
  type ProjectSettings,
  type ProjectSettingsValues,
  type ProjectSetup,
} from '@siteline/shared';
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
      const counts = await repo.setupCounts(db, projectId);
      // The creator is the first member: "users" is done once someone else has joined.
      const done = (step: (typeof SETUP_STEPS)[number]) =>
        step === 'users' ? counts.users > 1 : counts[step] > 0;
      return {
        Steps: SETUP_STEPS.map((step) => ({ Step: step, Count: counts[step], Done: done(step) })),
        Complete: SETUP_REQUIRED.every(done),
      };
    },
  };
}
