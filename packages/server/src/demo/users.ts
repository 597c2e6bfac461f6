import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { CompanyKey } from './companies.ts';
import type { ProjectPlan } from './projects.ts';

/** Everyone's password in the demo; printed at start-up and in the README, never for production. */
export const DEMO_PASSWORD = 'siteline-demo';

/** migration 0002's shared roles; `projectManager` is the demo's own role on each project. */
const ROLE = { admin: 1, manager: 2, contractor: 3, viewer: 4, projectManager: -1 } as const;

/**
 * The demo's project managers hold what a project manager holds on their own project: the shared
 * Manager role's permissions and ManageProjects (the realtime configuration, spec 000 §6), so the
 * demo's manager can place pins on their own site. A role of each project (roles.project_id), so
 * the shared Manager role production starts with stays as migration 0002 made it.
 */
const PROJECT_MANAGER = { name: 'Project Manager', level: 100, extra: ['ManageProjects'] } as const;

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  description: string;
  flags?: { isProviderEmployee?: boolean; isVisibilityOnlyUser?: boolean; isDemoUser?: boolean };
  memberships: readonly { project: ProjectPlan['key']; roleId: number; company?: CompanyKey }[];
}

const ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@siteline.example',
    firstName: 'Dana',
    lastName: 'Whitaker',
    description: 'Provider employee: every project, every permission',
    flags: { isProviderEmployee: true },
    memberships: [],
  },
  {
    email: 'manager@siteline.example',
    firstName: 'Marcus',
    lastName: 'Ortega',
    description:
      'Project Manager (role 100, Manager plus ManageProjects) on Hudson Yards Tower B, Mission Hills Medical Center and Lakewood Elementary Addition',
    memberships: [
      { project: 'newYork', roleId: ROLE.projectManager },
      { project: 'losAngeles', roleId: ROLE.projectManager },
      { project: 'school', roleId: ROLE.projectManager },
    ],
  },
  {
    email: 'contractor@siteline.example',
    firstName: 'Priya',
    lastName: 'Raman',
    description:
      "Contractor (role 50) on Hudson Yards Tower B, limited to Brightline Electric's contracts",
    memberships: [{ project: 'newYork', roleId: ROLE.contractor, company: 'brightline' }],
  },
  {
    email: 'viewer@siteline.example',
    firstName: 'Helen',
    lastName: 'Kowalski',
    description: 'Viewer (role 0) on Hudson Yards Tower B and Mission Hills Medical Center',
    memberships: [
      { project: 'newYork', roleId: ROLE.viewer },
      { project: 'losAngeles', roleId: ROLE.viewer },
    ],
  },
  {
    email: 'visibility@siteline.example',
    firstName: 'Samuel',
    lastName: 'Okafor',
    description: 'Visibility-only user: refused at sign-in with a pointer to the support article',
    flags: { isVisibilityOnlyUser: true },
    memberships: [{ project: 'newYork', roleId: ROLE.viewer }],
  },
  {
    email: 'demo@siteline.example',
    firstName: 'Jordan',
    lastName: 'Ellis',
    description:
      'Demo user: Project Manager on the demo project Riverside Logistics Hub (demo mode)',
    flags: { isDemoUser: true },
    memberships: [{ project: 'demo', roleId: ROLE.projectManager }],
  },
];

export const DEMO_USERS: readonly {
  email: string;
  firstName: string;
  lastName: string;
  description: string;
}[] = ACCOUNTS.map(({ email, firstName, lastName, description }) => ({
  email,
  firstName,
  lastName,
  description,
}));

/**
 * Users and memberships. An account that already exists (say `create-admin` ran before the first
 * start) is kept as it is, password included, and only gains the demo memberships.
 */
export async function insertDemoUsers(
  tx: Tx,
  passwordHash: string,
  projectId: (key: ProjectPlan['key']) => number,
  companyId: (key: CompanyKey) => number,
): Promise<number> {
  await tx
    .insertInto('users')
    .values(
      ACCOUNTS.map((a) => ({
        email: a.email,
        first_name: a.firstName,
        last_name: a.lastName,
        password_hash: passwordHash,
        is_provider_employee: a.flags?.isProviderEmployee === true,
        is_visibility_only_user: a.flags?.isVisibilityOnlyUser === true,
        is_demo_user: a.flags?.isDemoUser === true,
      })),
    )
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
  const users = await tx
    .selectFrom('users')
    .select(['user_id', sql<string>`lower(email)`.as('email')])
    .where(
      sql<string>`lower(email)`,
      'in',
      ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const managerRoles = await insertProjectManagerRoles(
    tx,
    ACCOUNTS.flatMap((a) =>
      a.memberships
        .filter((m) => m.roleId === ROLE.projectManager)
        .map((m) => projectId(m.project)),
    ),
  );
  const memberships = ACCOUNTS.flatMap((a) => {
    const user = users.find((u) => u.email === a.email);
    if (!user) throw new Error(`demo seed: user ${a.email} missing`);
    return a.memberships.map((m) => ({
      project_id: projectId(m.project),
      user_id: user.user_id,
      role_id:
        m.roleId === ROLE.projectManager
          ? (managerRoles.get(projectId(m.project)) ?? ROLE.manager)
          : m.roleId,
      company_id: m.company ? companyId(m.company) : null,
    }));
  });
  await tx.insertInto('project_memberships').values(memberships).execute();
  return users.length;
}

/** PROJECT_MANAGER on each project: its role id by project id. */
async function insertProjectManagerRoles(
  tx: Tx,
  projectIds: readonly number[],
): Promise<Map<number, number>> {
  const projects = [...new Set(projectIds)];
  if (projects.length === 0) return new Map();
  const manager = await tx
    .selectFrom('role_permissions')
    .select('permission')
    .where('role_id', '=', ROLE.manager)
    .execute();
  const permissions = [...new Set([...manager.map((p) => p.permission), ...PROJECT_MANAGER.extra])];
  const roles = await tx
    .insertInto('roles')
    .values(
      projects.map((project) => ({
        project_id: project,
        name: PROJECT_MANAGER.name,
        level: PROJECT_MANAGER.level,
      })),
    )
    .returning(['role_id', 'project_id'])
    .execute();
  await tx
    .insertInto('role_permissions')
    .values(
      roles.flatMap((r) => permissions.map((permission) => ({ role_id: r.role_id, permission }))),
    )
    .execute();
  return new Map(roles.map((r) => [r.project_id ?? 0, r.role_id]));
}
