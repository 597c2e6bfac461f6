/**
 * A worker's record (spec 001 §2: rows link to project.directory.workerDetail with id and
 * workerId); its first tab is the profile.
 */
export function workerRecordPath(projectId: number, workerId: number): string {
  return `/project/${projectId}/directory/worker/${workerId}/profile`;
}
