/**
 * Every zone query of a project starts with this key: a change in the zones screen invalidates
 * them all at once, the pickers of other screens (hardware, access control, realtime) included.
 */
export function zonesQueryKey(projectId: number) {
  return ['zones', projectId] as const;
}
