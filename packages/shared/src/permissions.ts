// No zod here: the web app's route guards read this file on the first load of every page, and
// one classic zod schema would put all of zod there (~25 KiB gzip). Its schemas are in
// permissions.schemas.ts.

/** The 25 permission constants of spec 000 §6, plus the three DOMAIN.md adds. */
export const PERMISSIONS = [
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
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * Permissions over the whole project that a membership limited to a company's contracts never
 * holds, whatever its role says (docs/domain.md "Integrations"): an integration writes every
 * contract's plan and names every company's contracts. Left out of the token's list, so the menu
 * hides what the server refuses.
 */
export const WHOLE_PROJECT_PERMISSIONS: readonly Permission[] = ['ManageIntegrations'];

/** A project with the permissions the user holds on it (ProjectPermissionsSchema). */
export interface ProjectPermissions {
  ProjectId: number;
  Permissions: Permission[];
}

/** The identity facts a permission check needs (from the token or the database). */
export interface PermissionSubject {
  isProviderEmployee: boolean;
  permissions: readonly ProjectPermissions[];
}

/**
 * spec 000 §6: a check passes if the user holds any one of the listed permissions for exactly one
 * matching project entry; provider employees pass every check. An empty list only asks for
 * membership of the project.
 */
export function hasProjectPermission(
  subject: PermissionSubject,
  projectId: number,
  anyOf: readonly Permission[],
): boolean {
  if (subject.isProviderEmployee) return true;
  const entries = subject.permissions.filter((p) => p.ProjectId === projectId);
  if (entries.length !== 1) return false;
  const [entry] = entries;
  if (!entry) return false;
  if (anyOf.length === 0) return true;
  return anyOf.some((p) => entry.Permissions.includes(p));
}

/** Role levels of spec 000 §6 ("role": 200, 100, 50, 0). */
export const ROLE_LEVELS = { Admin: 200, Manager: 100, Contractor: 50, Viewer: 0 } as const;
export type RoleLevel = (typeof ROLE_LEVELS)[keyof typeof ROLE_LEVELS];
