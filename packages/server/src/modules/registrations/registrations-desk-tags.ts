import { REGISTRATIONS_MESSAGES } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import * as repo from './registrations-desk.repository.ts';

/** The project's contracts the caller may register to (a company-limited member: theirs). */
export async function contractsInScope(
  db: Executor,
  projects: Pick<ProjectsService, 'contractScope'>,
  auth: AuthContext,
  projectId: number,
) {
  const [rows, scope] = await Promise.all([
    repo.listContracts(db, projectId),
    projects.contractScope(auth, projectId),
  ]);
  return scope === null ? rows : rows.filter((r) => scope.includes(r.contract_id));
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '23P01';
}

/**
 * Gives the worker the tag from the start of the workday, creating the project's tag when it is
 * new; the reads it made since (before anyone knew whose it was) are resolved again.
 */
export async function handOutTag(
  tx: Executor,
  entry: { projectId: number; workerId: number; tag: string; tagTypeId: number; today: string },
  readResolution: Pick<ReadResolution, 'request'>,
) {
  const existing = await repo.findTag(tx, entry.projectId, entry.tag);
  if (existing && !existing.is_active) {
    throw new ValidationError(REGISTRATIONS_MESSAGES.tagDeactivated);
  }
  if (existing?.worker_id) {
    throw new ValidationError(
      `Tag ${entry.tag} is already held by ${existing.first_name} ${existing.last_name}.`,
    );
  }
  const tagId =
    existing?.tag_id ?? (await repo.createTag(tx, entry.projectId, entry.tag, entry.tagTypeId));
  const given = await repo.assignTag(tx, {
    projectId: entry.projectId,
    workerId: entry.workerId,
    tagId,
    startDate: entry.today,
  });
  await readResolution.request(tx, entry.projectId, given.valid_from, given.valid_to);
}

/** One registration's writes; a badge taken meanwhile by another desk is refused clearly. */
export async function inTagTransaction<T>(
  db: Database,
  tag: string | null,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    // Two desks handing out the same badge at once: the constraint decides, the loser is told.
    if (tag !== null && isUniqueViolation(error)) {
      throw new ValidationError(`Tag ${tag} is already held by someone else.`);
    }
    throw error;
  }
}
