export { zonesQueryKey } from '@/components/project-zones/zones-keys.ts';

/** `v2/project_zones/…` carry the project in the query (spec 002 §7). */
export function zonePath(zoneId: number, rest = ''): string {
  return `/api/v2/project_zones/${zoneId}${rest}`;
}

/** The v1 zone rules calls (designed paths, see the shared zones schemas). */
export function zoneRulesPath(projectId: number, zoneId: number, rest = ''): string {
  return `/api/v1/projects/${projectId}/zones/${zoneId}${rest}`;
}
