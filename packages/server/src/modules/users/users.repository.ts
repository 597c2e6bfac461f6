import { sql } from 'kysely';
import type { Permission, ProjectRole, ProjectUser, UserCompany } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';

// The users table belongs to auth (docs/tables.md); this area reads it for names, e-mail and
// status in its lists and the e-mail search, and writes users only through the auth service.

interface MemberRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_status_id: number;
  is_invited: boolean;
  invitation_email: string | null;
  role_id: number;
  role_name: string;
  level: number;
  company_id: number | null;
  company_name: string | null;
}

function membersQuery(db: Executor, projectId: number) {
  return (
    db
      .selectFrom('project_memberships as pm')
      .innerJoin('users as u', 'u.user_id', 'pm.user_id')
      .innerJoin('roles as r', 'r.role_id', 'pm.role_id')
      // A company's name for a Contractor membership limited to it (companies: contracts area).
      .leftJoin('companies as c', 'c.company_id', 'pm.company_id')
      .select([
        'u.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.user_status_id',
        sql<boolean>`u.password_hash IS NULL`.as('is_invited'),
        // The latest invitation e-mail's state, for an invitee's row (issue 42).
        sql<string | null>`CASE WHEN u.password_hash IS NULL THEN (
          SELECT o.status FROM outbox_messages o
           WHERE o.kind = 'invitation' AND lower(o.recipient) = lower(u.email)
           ORDER BY o.created_at DESC, o.outbox_message_id DESC LIMIT 1) END`.as(
          'invitation_email',
        ),
        'r.role_id',
        'r.name as role_name',
        'r.level',
        'pm.company_id',
        'c.name as company_name',
      ])
      .where('pm.project_id', '=', projectId)
  );
}

function toUsers(rows: MemberRow[]): ProjectUser[] {
  const byId = new Map<number, ProjectUser>();
  for (const row of rows) {
    let user = byId.get(row.user_id);
    if (!user) {
      user = {
        UserId: row.user_id,
        FirstName: row.first_name,
        LastName: row.last_name,
        Email: row.email,
        UserStatusId: row.user_status_id,
        IsInvited: row.is_invited,
        ...(row.invitation_email === 'expired' || row.invitation_email === 'failed'
          ? { InvitationUndelivered: row.invitation_email }
          : {}),
        Roles: [],
      };
      byId.set(row.user_id, user);
    }
    user.Roles.push({
      ContractRoleId: row.role_id,
      ContractRoleName: row.role_name,
      CompanyId: row.company_id,
      CompanyName: row.company_name,
    });
  }
  return [...byId.values()];
}

/** The project's members, by last then first name, each with their roles (highest first). */
export async function listMembers(db: Executor, projectId: number): Promise<ProjectUser[]> {
  const rows = await membersQuery(db, projectId)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.user_id')
    .orderBy('r.level', 'desc')
    .orderBy('r.name')
    .execute();
  return toUsers(rows);
}

export async function findMember(
  db: Executor,
  projectId: number,
  userId: number,
): Promise<ProjectUser | undefined> {
  const rows = await membersQuery(db, projectId)
    .where('pm.user_id', '=', userId)
    .orderBy('r.level', 'desc')
    .orderBy('r.name')
    .execute();
  return toUsers(rows)[0];
}

/** The highest role level the user holds on the project, or null when not a member. */
export async function memberLevel(
  db: Executor,
  projectId: number,
  userId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('project_memberships as pm')
    .innerJoin('roles as r', 'r.role_id', 'pm.role_id')
    .select((eb) => eb.fn.max<number>('r.level').as('level'))
    .where('pm.project_id', '=', projectId)
    .where('pm.user_id', '=', userId)
    .executeTakeFirst();
  return row?.level ?? null;
}

/** The roles every project shares (migration 0002) and the project's own, with permissions. */
export async function listRoles(db: Executor, projectId: number): Promise<ProjectRole[]> {
  const rows = await db
    .selectFrom('roles as r')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.role_id')
    .select([
      'r.role_id',
      'r.name',
      'r.level',
      sql<(string | null)[]>`array_agg(rp.permission ORDER BY rp.permission)`.as('permissions'),
    ])
    .where((eb) => eb.or([eb('r.project_id', 'is', null), eb('r.project_id', '=', projectId)]))
    .groupBy(['r.role_id', 'r.name', 'r.level'])
    .orderBy('r.level', 'desc')
    .orderBy('r.name')
    .execute();
  return rows.map((r) => ({
    ContractRoleId: r.role_id,
    ContractRoleName: r.name,
    role: r.level,
    Permissions: r.permissions.filter((p): p is Permission => p !== null),
  }));
}

/** Companies with a contract on the project (contracts and companies: the contracts area's). */
export async function listProjectCompanies(
  db: Executor,
  projectId: number,
): Promise<UserCompany[]> {
  const rows = await db
    .selectFrom('companies as c')
    .select(['c.company_id', 'c.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contracts as k')
          .select('k.contract_id')
          .where('k.project_id', '=', projectId)
          .whereRef('k.company_id', '=', 'c.company_id'),
      ),
    )
    .orderBy(sql`lower(c.name)`)
    .execute();
  return rows.map((r) => ({ CompanyId: r.company_id, CompanyName: r.name }));
}

/** The project's title, for the invitation e-mail (projects: the projects area's table). */
export async function findProjectTitle(db: Executor, projectId: number): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('title')
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.title;
}

/** The shared role (migration 0002) of a level: 200 Admin, 100 Manager, 50 Contractor, 0 Viewer. */
export async function sharedRoleOfLevel(db: Executor, level: number): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select('role_id')
    .where('project_id', 'is', null)
    .where('level', '=', level)
    .orderBy('role_id')
    .executeTakeFirstOrThrow();
  return row.role_id;
}

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email', 'user_status_id'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUser(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email', 'user_status_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function isMember(db: Executor, projectId: number, userId: number) {
  const row = await db
    .selectFrom('project_memberships')
    .select('membership_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Serialises membership changes of one user on one project (two saves at once). */
export async function lockMember(tx: Executor, projectId: number, userId: number) {
  await sql`SELECT pg_advisory_xact_lock(${projectId}, ${userId})`.execute(tx);
}

/** Replaces the user's memberships on the project with these roles. */
export async function replaceMemberships(
  tx: Executor,
  projectId: number,
  userId: number,
  roles: readonly { ContractRoleId: number; CompanyId: number | null }[],
) {
  await deleteMemberships(tx, projectId, userId);
  await tx
    .insertInto('project_memberships')
    .values(
      roles.map((r) => ({
        project_id: projectId,
        user_id: userId,
        role_id: r.ContractRoleId,
        company_id: r.CompanyId,
      })),
    )
    .execute();
}

/** Removes the user from the project; answers how many memberships there were. */
export async function deleteMemberships(
  tx: Executor,
  projectId: number,
  userId: number,
): Promise<number> {
  const result = await tx
    .deleteFrom('project_memberships')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
