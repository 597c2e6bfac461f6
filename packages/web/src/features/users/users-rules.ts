import {
  ROLE_LEVELS,
  type ProjectRole,
  type ProjectUser,
  type RoleAssignment,
} from '@siteline/shared';
import { ApiError } from '@/lib/api-error.ts';

/** "First Last", as the spec's success messages name a user. */
export function fullName(user: { FirstName: string; LastName: string }): string {
  return `${user.FirstName} ${user.LastName}`.trim();
}

/**
 * The highest role level the signed-in user holds on the project, read from the members list;
 * a provider employee is above every role. The server applies the same rule (docs/domain.md
 * "Project users"); the screen only hides what it would refuse.
 */
export function callerLevel(
  caller: { userId: number; isProviderEmployee: boolean },
  users: readonly ProjectUser[] | undefined,
  roles: readonly ProjectRole[] | undefined,
): number {
  if (caller.isProviderEmployee) return Number.POSITIVE_INFINITY;
  const me = users?.find((user) => user.UserId === caller.userId);
  const levels = new Map(roles?.map((role) => [role.ContractRoleId, role.role]));
  const mine = me?.Roles.map((role) => levels.get(role.ContractRoleId) ?? -1) ?? [];
  return mine.length > 0 ? Math.max(...mine) : Number.NEGATIVE_INFINITY;
}

/** Whether a role may be limited to one company: the Contractor level only (DOMAIN.md). */
export function takesCompany(role: Pick<ProjectRole, 'role'>): boolean {
  return role.role === ROLE_LEVELS.Contractor;
}

/** The roles a member holds, as the form edits them. */
export function toAssignments(user: ProjectUser | undefined): RoleAssignment[] {
  return (user?.Roles ?? []).map((role) => ({
    ContractRoleId: role.ContractRoleId,
    CompanyId: role.CompanyId,
  }));
}

/**
 * spec 000 §8: where the server sends a message it replaces the default; a fault of ours (5xx,
 * network) shows the action's own message from spec 002 §8.
 */
export function usersErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
    return error.messages.join(' ');
  }
  return fallback;
}
