import { describe, expect, it } from 'vitest';
import type { ProjectRole, ProjectUser } from '@siteline/shared';
import { ApiError } from '@/lib/api-error.ts';
import { callerLevel, fullName, takesCompany, usersErrorText } from './users-rules.ts';

const roles: ProjectRole[] = [
  { ContractRoleId: 1, ContractRoleName: 'Admin', role: 200, Permissions: [] },
  { ContractRoleId: 2, ContractRoleName: 'Manager', role: 100, Permissions: [] },
  { ContractRoleId: 3, ContractRoleName: 'Contractor', role: 50, Permissions: [] },
  { ContractRoleId: 4, ContractRoleName: 'Viewer', role: 0, Permissions: [] },
];
const user = (UserId: number, roleIds: number[]): ProjectUser => ({
  UserId,
  FirstName: 'Ana',
  LastName: 'Diaz',
  Email: `u${UserId}@example.test`,
  UserStatusId: 1,
  IsInvited: false,
  Roles: roleIds.map((id) => ({
    ContractRoleId: id,
    ContractRoleName: String(id),
    CompanyId: null,
    CompanyName: null,
  })),
});

describe('callerLevel', () => {
  it('is the highest role the caller holds on the project', () => {
    const users = [user(1, [4, 2]), user(2, [1])];
    expect(callerLevel({ userId: 1, isProviderEmployee: false }, users, roles)).toBe(100);
  });
  it('puts a provider employee above every role, and a stranger below all', () => {
    expect(callerLevel({ userId: 9, isProviderEmployee: true }, [], roles)).toBe(Infinity);
    expect(callerLevel({ userId: 9, isProviderEmployee: false }, [], roles)).toBe(-Infinity);
  });
});

describe('users helpers', () => {
  it('names a user First Last and limits only Contractor roles to a company', () => {
    expect(fullName({ FirstName: 'Ana', LastName: 'Diaz' })).toBe('Ana Diaz');
    expect(roles.filter(takesCompany).map((r) => r.ContractRoleName)).toEqual(['Contractor']);
  });
  it('shows the server’s message for a refusal and the spec’s for a fault', () => {
    const refusal = new ApiError(400, [{ errorMessage: 'Choose at least one role.' }], null);
    expect(usersErrorText(refusal, 'There was an error saving the user.')).toBe(
      'Choose at least one role.',
    );
    expect(usersErrorText(new ApiError(500, [], null), 'There was an error saving the user.')).toBe(
      'There was an error saving the user.',
    );
    expect(usersErrorText(new TypeError('network'), 'fallback')).toBe('fallback');
  });
});
