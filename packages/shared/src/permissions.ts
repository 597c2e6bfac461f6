import { z } from 'zod';

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

export const PermissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof PermissionSchema>;

export const ProjectPermissionsSchema = z.object({
  ProjectId: z.number().int(),
  Permissions: z.array(PermissionSchema),
});
export type ProjectPermissions = z.infer<typeof ProjectPermissionsSchema>;

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
