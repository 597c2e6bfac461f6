import { sql, type Kysely } from 'kysely';

/**
 * The four roles every project shares (DOMAIN.md: levels 200 Admin, 100 Manager, 50 Contractor,
 * 0 Viewer) and what each may do. Seeded by a migration, not the demo, because production needs
 * them too. The permission names are spec 000 §6's.
 */
const ALL = [
  'ManageAlerts',
  'AdvancedWorkforceDirectory',
  'CanDoRegistrations',
  'WorkerProfile',
  'WorkerEmergencyInfo',
  'WorkerProjectAttributes',
  'WorkerCertifications',
  'WorkerHealth',
  'ViewWorkerTimesheets',
  'WorkerTags',
  'WorkerAccessControl',
  'WorkerNotes',
  'WorkerDocuments',
  'WorkerAlerts',
  'WorkerChangelog',
  'TimesheetsReport',
  'UndetectedDevicesReport',
  'ViewCompletionReport',
  'ManageZones',
  'SendAhHocTextMessages',
  'ManageIntegrations',
  'ManageContractsNoValues',
  'ManageContractsValues',
  'ManageUsers',
  'ManageProjects',
  'CanManageWageRates',
  'CanManageHealthRegistration',
  'RealtimeEvacuationReport',
];
const MANAGER = ALL.filter((p) => !['ManageProjects', 'CanManageWageRates'].includes(p));
const CONTRACTOR = [
  'AdvancedWorkforceDirectory',
  'CanDoRegistrations',
  'WorkerProfile',
  'WorkerEmergencyInfo',
  'WorkerProjectAttributes',
  'WorkerCertifications',
  'ViewWorkerTimesheets',
  'WorkerTags',
  'WorkerNotes',
  'WorkerDocuments',
  'WorkerChangelog',
  'TimesheetsReport',
  'UndetectedDevicesReport',
  'SendAhHocTextMessages',
];
const VIEWER: string[] = [];

const ROLES: [number, string, number, string[]][] = [
  [1, 'Admin', 200, ALL],
  [2, 'Manager', 100, MANAGER],
  [3, 'Contractor', 50, CONTRACTOR],
  [4, 'Viewer', 0, VIEWER],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [id, name, level, permissions] of ROLES) {
    await sql`INSERT INTO roles (role_id, project_id, name, level) VALUES (${id}, NULL, ${name}, ${level})`.execute(
      db,
    );
    for (const permission of permissions) {
      await sql`INSERT INTO role_permissions (role_id, permission) VALUES (${id}, ${permission})`.execute(
        db,
      );
    }
  }
  await sql`SELECT setval('roles_role_id_seq', (SELECT max(role_id) FROM roles))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM roles WHERE role_id IN (1, 2, 3, 4)`.execute(db);
}
