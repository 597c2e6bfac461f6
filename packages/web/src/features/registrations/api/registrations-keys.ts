/** The registrations area's cache keys, one root per project. */
export function registrationsKey(projectId: number) {
  return ['projects', projectId, 'registrations'] as const;
}
