import { hasProjectPermission, type Permission, type PermissionSubject } from '@siteline/shared';

/**
 * The screens every project has, by route: switching projects stays on them. A detail page of
 * something the other project does not have (a contract, a division) goes to its list.
 */
const SAME_SCREEN = new Set([
  '/project/$id/home',
  '/project/$id/access-control',
  '/project/$id/contracts-summary',
  '/project/$id/divisions-summary',
  '/project/$id/hardware',
  '/project/$id/realtime',
  '/project/$id/realtime/',
  '/project/$id/realtime/configuration',
  '/project/$id/settings/profile',
]);
const LIST_OF: Record<string, string> = {
  '/project/$id/contracts/$contractId/detail': '/project/$id/contracts-summary',
  '/project/$id/divisions/$divisionId/detail': '/project/$id/divisions-summary',
};
export const SWITCH_FALLBACK = '/project/$id/home';

/**
 * Where the project switcher goes: the current screen in the other project when that project has
 * it and the user may open it there (its route's permissions), else the other project's home.
 */
export function switchTarget(
  currentRoute: string | undefined,
  permissions: readonly Permission[] | undefined,
  subject: PermissionSubject | null,
  projectId: number,
): string {
  if (currentRoute === undefined || subject === null) return SWITCH_FALLBACK;
  const target = SAME_SCREEN.has(currentRoute) ? currentRoute : LIST_OF[currentRoute];
  if (target === undefined) return SWITCH_FALLBACK;
  return hasProjectPermission(subject, projectId, permissions ?? []) ? target : SWITCH_FALLBACK;
}
