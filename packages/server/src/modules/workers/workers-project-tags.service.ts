import {
  type ProjectTag,
  type ProjectTagFilter,
  type ProjectTagsResponse,
} from '@siteline/shared/workers/workers-project-tags.schemas';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import type { WorkersDoor } from './workers-door.ts';
import {
  projectTagsRepository as repo,
  type ProjectTagRow,
} from './workers-project-tags.repository.ts';

/** Whether a tag passes a filter (spec 002 §9's four, decision 0032). */
export function passes(
  tag: Pick<ProjectTag, 'Holder' | 'SuppliedByProvider'>,
  filter: ProjectTagFilter,
) {
  switch (filter) {
    case 'All':
      return true;
    case 'ProviderOnly':
      return tag.SuppliedByProvider;
    case 'AssignedOnly':
      return tag.Holder !== null;
    case 'UnassignedOnly':
      return tag.Holder === null;
  }
}

function toProjectTag(row: ProjectTagRow): ProjectTag {
  return {
    TagId: row.tagId,
    Tag: row.tag,
    TagTypeId: row.tagTypeId,
    TagTypeName: row.tagTypeName,
    SuppliedByProvider: row.suppliedByProvider,
    IsActive: row.isActive,
    Holder:
      row.workerId === null
        ? null
        : {
            WorkerId: row.workerId,
            WorkerName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
            CompanyName: row.companyName ?? '',
            StartDate: row.startDate ?? '',
            EndDate: row.endDate,
          },
    LastSeenDate: row.lastSeenDate,
  };
}

/**
 * The project's badges. A member limited to companies sees the tags their workers hold now and
 * no others: a tag nobody holds belongs to no company (as the unassigned count on the dashboards).
 */
export function createProjectTagsService(deps: {
  db: Database;
  door: Pick<WorkersDoor, 'contractScope'>;
}) {
  const { db, door } = deps;
  return {
    async list(
      auth: AuthContext,
      projectId: number,
      filter: ProjectTagFilter,
    ): Promise<ProjectTagsResponse> {
      const clock = await repo.clock(db, projectId);
      if (!clock) throw new NotFoundError('No such project.');
      const scope = await door.contractScope(auth, projectId);
      const all = (await repo.list(db, projectId, scope)).map(toProjectTag);
      const count = (f: ProjectTagFilter) => all.filter((tag) => passes(tag, f)).length;
      return {
        Today: timesheetDate(Date.now(), clock.timeZone, clock.boundaryHour),
        Counts: {
          All: count('All'),
          ProviderOnly: count('ProviderOnly'),
          AssignedOnly: count('AssignedOnly'),
          UnassignedOnly: count('UnassignedOnly'),
        },
        Tags: all.filter((tag) => passes(tag, filter)),
      };
    },
  };
}
export type ProjectTagsService = ReturnType<typeof createProjectTagsService>;
