import type { ProjectRole, ProjectUser } from '@siteline/shared';
import { jsonResponse } from '@/test/render.tsx';

export const PROJECT_ID = 7;

export const ROLES: ProjectRole[] = [
  {
    ContractRoleId: 1,
    ContractRoleName: 'Admin',
    role: 200,
    Permissions: ['ManageUsers', 'ManageZones'],
  },
  { ContractRoleId: 2, ContractRoleName: 'Manager', role: 100, Permissions: ['ManageUsers'] },
  { ContractRoleId: 3, ContractRoleName: 'Contractor', role: 50, Permissions: ['WorkerTags'] },
  { ContractRoleId: 4, ContractRoleName: 'Viewer', role: 0, Permissions: [] },
];

export function makeUser(
  id: number,
  roleId: number,
  overrides: Partial<ProjectUser> = {},
): ProjectUser {
  const role = ROLES.find((r) => r.ContractRoleId === roleId);
  return {
    UserId: id,
    FirstName: `First${id}`,
    LastName: `Last${id}`,
    Email: `user${id}@example.test`,
    UserStatusId: 1,
    IsInvited: false,
    Roles: [
      {
        ContractRoleId: roleId,
        ContractRoleName: role?.ContractRoleName ?? '?',
        CompanyId: null,
        CompanyName: null,
      },
    ],
    ...overrides,
  };
}

/** The users area's reads: `users` listed, roles, one company; other calls go to `more`. */
export function usersHandler(
  users: ProjectUser[],
  more?: (path: string, init?: RequestInit) => Response | undefined,
) {
  return (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname;
    const answered = more?.(path + url.search, init);
    if (answered) return answered;
    const base = `/api/v1/projects/${PROJECT_ID}`;
    if (path === `${base}/roles`) return jsonResponse(ROLES);
    if (path === `${base}/users`) return jsonResponse({ Data: users, TotalCount: users.length });
    if (path === `${base}/users/companies`) {
      return jsonResponse([{ CompanyId: 40, CompanyName: 'Brightline Electric' }]);
    }
    const one = new RegExp(`^${base}/users/(\\d+)$`).exec(path);
    const found = users.find((u) => u.UserId === Number(one?.[1]));
    if (found) return jsonResponse(found);
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  };
}
