import {
  MESSAGES,
  ROLE_LEVELS,
  USER_MESSAGES,
  USER_STATUS_ACTIVE,
  type AddProjectUser,
  type ProjectRole,
  type ProjectUser,
  type ProjectUserList,
  type RoleAssignment,
  type UserCompany,
  type UserName,
  type UserSearchResult,
} from '@siteline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Core } from '../../lib/area.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import * as repo from './users.repository.ts';

export interface UsersServiceDeps {
  db: Database;
  log: FastifyBaseLogger;
  auth: Pick<
    AuthService,
    'inviteUser' | 'dispatchEmails' | 'sendPasswordReset' | 'liveSessions' | 'forgetSubject'
  >;
  realtime: Pick<Core['realtime'], 'reviewMembership'>;
  /** Whether e-mail leaves (SMTP_URL set) or is held in the outbox and the log. */
  mailConfigured: boolean;
}

export type UsersService = ReturnType<typeof createUsersService>;

const fullName = (u: { FirstName: string; LastName: string }) =>
  `${u.FirstName} ${u.LastName}`.trim();

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';
}

/**
 * Project user management (spec 002 §2–§8). Who may do what, beyond ManageUsers (docs/domain.md
 * "Project users"): nobody gives a role above their own highest role on the project, nor changes
 * a member whose highest role is above theirs; provider employees may do everything. Those
 * refusals are 400, not 403: the web signs the user out on any 403 (spec 000 §8).
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { db, log } = deps;

  /**
   * The member's open connections in the project are checked again once a change is committed:
   * a removed member leaves its rooms, a changed role keeps only what it still may hear.
   */
  async function reviewConnections(userId: number, projectId: number) {
    try {
      await deps.realtime.reviewMembership(await deps.auth.liveSessions(userId), projectId);
    } catch (err) {
      // The change is committed: every request and room join is checked against it anyway.
      log.error({ err, userId, projectId }, 'could not check a changed member’s connections');
    }
  }

  async function callerLevel(tx: Executor, auth: AuthContext, projectId: number) {
    if (auth.isProviderEmployee) return Number.POSITIVE_INFINITY;
    return (await repo.memberLevel(tx, projectId, auth.userId)) ?? Number.NEGATIVE_INFINITY;
  }

  /** The member, or 404; 403 when their role is above the caller's. */
  async function targetMember(tx: Executor, auth: AuthContext, projectId: number, userId: number) {
    const level = await repo.memberLevel(tx, projectId, userId);
    if (level === null) throw new NotFoundError(USER_MESSAGES.notMember);
    if (level > (await callerLevel(tx, auth, projectId))) {
      throw new ValidationError(USER_MESSAGES.userAbove);
    }
  }

  /** Every rule a list of roles must meet before it is written (400 / 403, nothing written). */
  async function checkRoles(
    tx: Executor,
    auth: AuthContext,
    projectId: number,
    roles: readonly RoleAssignment[],
  ) {
    const ids = roles.map((r) => r.ContractRoleId);
    if (new Set(ids).size !== ids.length) {
      throw new ValidationError([{ errorMessage: USER_MESSAGES.rolesRepeated, field: 'Roles' }]);
    }
    const known = new Map((await repo.listRoles(tx, projectId)).map((r) => [r.ContractRoleId, r]));
    const mine = await callerLevel(tx, auth, projectId);
    const companies = roles.some((r) => r.CompanyId !== null)
      ? new Set((await repo.listProjectCompanies(tx, projectId)).map((c) => c.CompanyId))
      : new Set<number>();
    for (const assignment of roles) {
      const role = known.get(assignment.ContractRoleId);
      if (!role) {
        throw new ValidationError([{ errorMessage: USER_MESSAGES.roleUnknown, field: 'Roles' }]);
      }
      if (role.role > mine) throw new ValidationError(USER_MESSAGES.roleAbove);
      if (assignment.CompanyId === null) continue;
      if (role.role !== ROLE_LEVELS.Contractor) {
        throw new ValidationError([
          { errorMessage: USER_MESSAGES.companyOnlyContractor, field: 'Roles' },
        ]);
      }
      if (!companies.has(assignment.CompanyId)) {
        throw new ValidationError([
          { errorMessage: USER_MESSAGES.companyNotOnProject, field: 'Roles' },
        ]);
      }
    }
  }

  async function memberOrThrow(tx: Executor, projectId: number, userId: number) {
    const member = await repo.findMember(tx, projectId, userId);
    if (!member) throw new NotFoundError(USER_MESSAGES.notMember);
    return member;
  }

  /** A membership change counts from the user's next request: cached permissions are dropped. */
  function changed(userId: number) {
    deps.auth.forgetSubject(userId);
  }

  return {
    /** The creator of a new project joins it as Admin, in the project's own transaction. */
    async addFirstMember(tx: Executor, projectId: number, userId: number): Promise<void> {
      const admin = await repo.sharedRoleOfLevel(tx, ROLE_LEVELS.Admin);
      await repo.replaceMemberships(tx, projectId, userId, [
        { ContractRoleId: admin, CompanyId: null },
      ]);
      changed(userId);
    },

    async list(projectId: number): Promise<ProjectUserList> {
      const users = await repo.listMembers(db, projectId);
      return { Data: users, TotalCount: users.length };
    },

    get(projectId: number, userId: number): Promise<ProjectUser> {
      return memberOrThrow(db, projectId, userId);
    },

    roles(projectId: number): Promise<ProjectRole[]> {
      return repo.listRoles(db, projectId);
    },

    companies(projectId: number): Promise<UserCompany[]> {
      return repo.listProjectCompanies(db, projectId);
    },

    async search(projectId: number, email: string): Promise<UserSearchResult> {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return { User: null, DoesUserAlreadyHaveAccess: false };
      return {
        User: {
          UserId: user.user_id,
          FirstName: user.first_name,
          LastName: user.last_name,
          Email: user.email,
          UserStatusId: user.user_status_id,
        },
        DoesUserAlreadyHaveAccess: await repo.isMember(db, projectId, user.user_id),
      };
    },

    /** Adds a found user, or invites a new one by e-mail (a set-password link), with roles. */
    async add(auth: AuthContext, projectId: number, body: AddProjectUser): Promise<ProjectUser> {
      const projectTitle = await repo.findProjectTitle(db, projectId);
      const inviter = await repo.findUser(db, auth.userId);
      const invitedBy = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : 'Siteline';
      let outboxIds: number[] = [];
      const roles = body.Roles.map((r) => ({
        ContractRoleId: r.ContractRoleId,
        CompanyId: r.CompanyId ?? null,
      }));
      let member: ProjectUser;
      try {
        member = await db.transaction().execute(async (tx) => {
          await checkRoles(tx, auth, projectId, roles);
          let userId: number;
          if ('UserId' in body) {
            const user = await repo.findUser(tx, body.UserId);
            if (!user) throw new NotFoundError(MESSAGES.notFound);
            if (user.user_status_id !== USER_STATUS_ACTIVE) {
              throw new ValidationError(USER_MESSAGES.deleted);
            }
            userId = user.user_id;
          } else {
            const existing = await repo.findUserByEmail(tx, body.Email);
            if (existing) {
              throw new ValidationError([
                { errorMessage: USER_MESSAGES.emailTaken, field: 'Email' },
              ]);
            }
            const invited = await deps.auth.inviteUser(
              tx,
              { email: body.Email, firstName: body.FirstName, lastName: body.LastName },
              { invitedBy, projectTitle },
            );
            userId = invited.userId;
            outboxIds = [invited.outboxId];
          }
          await repo.lockMember(tx, projectId, userId);
          if (await repo.isMember(tx, projectId, userId)) {
            throw new ValidationError(USER_MESSAGES.alreadyMember);
          }
          await repo.replaceMemberships(tx, projectId, userId, roles);
          return memberOrThrow(tx, projectId, userId);
        });
      } catch (err) {
        // Two invitations of one address at once: the second meets the unique e-mail index.
        if (isUniqueViolation(err)) {
          throw new ValidationError([{ errorMessage: USER_MESSAGES.emailTaken, field: 'Email' }]);
        }
        throw err;
      }
      changed(member.UserId);
      await deps.auth.dispatchEmails(outboxIds);
      // An invitation without a mail server sits in the outbox: the screen must not say "e-mailed".
      return outboxIds.length > 0 ? { ...member, InvitationHeld: !deps.mailConfigured } : member;
    },

    async update(
      auth: AuthContext,
      projectId: number,
      userId: number,
      roles: readonly RoleAssignment[],
    ): Promise<ProjectUser> {
      const member = await db.transaction().execute(async (tx) => {
        await repo.lockMember(tx, projectId, userId);
        await targetMember(tx, auth, projectId, userId);
        await checkRoles(tx, auth, projectId, roles);
        await repo.replaceMemberships(tx, projectId, userId, roles);
        return memberOrThrow(tx, projectId, userId);
      });
      changed(userId);
      await reviewConnections(userId, projectId);
      return member;
    },

    /** Removes the user from the project; their connections leave its rooms at once. */
    async remove(auth: AuthContext, projectId: number, userId: number): Promise<UserName> {
      if (userId === auth.userId) throw new ValidationError(USER_MESSAGES.removeSelf);
      const member = await db.transaction().execute(async (tx) => {
        await repo.lockMember(tx, projectId, userId);
        await targetMember(tx, auth, projectId, userId);
        const found = await memberOrThrow(tx, projectId, userId);
        await repo.deleteMemberships(tx, projectId, userId);
        return found;
      });
      changed(userId);
      await reviewConnections(userId, projectId);
      return { UserId: userId, Name: fullName(member) };
    },

    async resetPassword(auth: AuthContext, projectId: number, userId: number): Promise<UserName> {
      await targetMember(db, auth, projectId, userId);
      const member = await memberOrThrow(db, projectId, userId);
      if (!(await deps.auth.sendPasswordReset(userId))) {
        throw new AppError(409, USER_MESSAGES.resetFailed);
      }
      return { UserId: userId, Name: fullName(member) };
    },
  };
}
