import {
  WORKER_BADGES_MESSAGES as M,
  type TagType,
  type WorkerTag,
  type WorkerTagAssign,
  type WorkerTagEnd,
  type WorkerTagList,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { recordWorkerChanges } from './workers-changelog.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import type { WorkersDoor } from './workers-door.ts';
import {
  workerTagsRepository as repo,
  type TagHolderRow,
  type WorkerTagRow,
} from './workers-tags.repository.ts';

/**
 * Today as a timesheet date (DOMAIN.md "Worker tag": StartDate and EndDate are timesheet dates):
 * the project's local date, the day before until the workday boundary.
 */
function today(worker: { timeZone: string; boundaryHour: number }): string {
  return timesheetDate(Date.now(), worker.timeZone, worker.boundaryHour);
}

/** The BLE badge: what a new tag is when no type is chosen. */
const DEFAULT_TAG_TYPE = 1;

/** How a tag's span reads in a message and in the changelog. */
export function tagSpan(startDate: string, endDate: string | null): string {
  return endDate === null ? `from ${startDate}, indefinitely` : `from ${startDate} to ${endDate}`;
}

/**
 * "Tag T-1 is held by Alice Tester from 2026-01-05, indefinitely." (one line per holder). A holder
 * the caller may not see (outside a company-limited member's contracts) is not named.
 */
export function heldByMessage(
  tag: string,
  holders: readonly TagHolderRow[],
  scope: readonly number[] | null = null,
): string {
  const who = holders
    .map((h) => {
      const name =
        scope === null || scope.includes(h.contractId)
          ? `${h.firstName} ${h.lastName}`
          : 'a worker of another company';
      return `${name} ${tagSpan(h.startDate, h.endDate)}`;
    })
    .join('; ');
  return `Tag ${tag} is held by ${who}. End that assignment first or choose other dates.`;
}

export function toWorkerTag(row: WorkerTagRow, today: string): WorkerTag {
  return {
    WorkerTagId: row.workerTagId,
    Tag: row.tag,
    TagId: row.tagId,
    TagTypeId: row.tagTypeId,
    TagTypeName: row.tagTypeName,
    StartDate: row.startDate,
    EndDate: row.endDate,
    IsIndefinite: row.endDate === null,
    IsActive: row.startDate <= today && (row.endDate === null || row.endDate >= today),
  };
}

/** PostgreSQL's exclusion violation: the one-holder constraint on worker_tags. */
function isExclusionViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23P01';
}

export class TagConflictError extends AppError {
  constructor(message: string) {
    super(409, message, [{ errorMessage: message, field: 'Tag' }]);
  }
}

/** A worker's badges; every call goes through the worker door first. */
/** The span between two instants, null meaning "still running" (so: now). */
function spanBetween(a: Date | null, b: Date | null): { from: Date; to: Date | null } | null {
  if (a === null && b === null) return null;
  if (a === null || b === null) return { from: (a ?? b)!, to: null };
  if (a.getTime() === b.getTime()) return null;
  return a < b ? { from: a, to: b } : { from: b, to: a };
}

export function createWorkersTagsService({
  db,
  door,
  readResolution,
}: {
  db: Database;
  door: WorkersDoor;
  readResolution: Pick<ReadResolution, 'request'>;
}) {
  /** The worker, locked for the write's transaction: one badge change at a time per worker. */
  const lockedWorker = (auth: AuthContext, tx: Executor, projectId: number, workerId: number) =>
    door.visibleWorker(auth, projectId, workerId, { executor: tx, lock: true, live: true });

  /** A write that may break the one-holder rule: a race past the check still answers 409. */
  async function guarded<T>(write: () => Promise<T>, conflict: () => Promise<string>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isExclusionViolation(error)) throw new TagConflictError(await conflict());
      throw error;
    }
  }

  return {
    async list(auth: AuthContext, projectId: number, workerId: number): Promise<WorkerTagList> {
      const worker = await door.visibleWorker(auth, projectId, workerId, { live: true });
      const todayDate = today(worker);
      const rows = await repo.list(db, projectId, workerId);
      return { Tags: rows.map((r) => toWorkerTag(r, todayDate)), Today: todayDate };
    },

    async tagTypes(): Promise<TagType[]> {
      return repo.tagTypes(db);
    },

    /**
     * Assigns a tag: a new tag text makes the tag row; it starts today (project time zone) unless
     * told; Indefinite has no end. Refused with who holds it when another assignment overlaps.
     */
    async assign(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      input: WorkerTagAssign,
    ): Promise<WorkerTag> {
      const scope = await door.contractScope(auth, projectId);
      const tagTypeId = input.TagTypeId ?? DEFAULT_TAG_TYPE;
      let span: { start: string; end: string | null } = { start: '', end: null };
      return guarded(
        () =>
          db.transaction().execute(async (tx) => {
            const worker = await lockedWorker(auth, tx, projectId, workerId);
            const todayDate = today(worker);
            const start = input.StartDateInclusive ?? todayDate;
            const end = input.ValidThroughRange === 'Limited' ? input.EndDateInclusive! : null;
            span = { start, end };
            if (end !== null && end < start) {
              throw new ValidationError([
                { errorMessage: M.endBeforeStart, field: 'EndDateInclusive' },
              ]);
            }
            if (!(await repo.tagTypeExists(tx, tagTypeId))) {
              throw new ValidationError([
                { errorMessage: 'Choose a tag type.', field: 'TagTypeId' },
              ]);
            }
            const tag = await repo.tagByText(tx, projectId, input.Tag, tagTypeId);
            const holders = await repo.holders(tx, projectId, tag.tagId, start, end);
            if (holders.length > 0)
              throw new TagConflictError(heldByMessage(tag.tag, holders, scope));
            const { worker_tag_id } = await repo.insert(tx, {
              projectId,
              workerId,
              tagId: tag.tagId,
              start,
              end,
            });
            // A badge given from a past date: its reads since then become this worker's.
            const given = await repo.instants(tx, projectId, worker_tag_id);
            if (given)
              await readResolution.request(tx, projectId, given.valid_from, given.valid_to);
            await recordWorkerChanges(tx, {
              projectId,
              workerId,
              userId: auth.userId,
              changes: [
                { field: 'Tag', oldValue: null, newValue: `${tag.tag} ${tagSpan(start, end)}` },
              ],
            });
            const row = await repo.one(tx, projectId, workerId, worker_tag_id);
            return toWorkerTag(row!, todayDate);
          }),
        async () => {
          const tag = await repo.findTag(db, projectId, input.Tag);
          const holders = tag
            ? await repo.holders(db, projectId, tag.tag_id, span.start, span.end)
            : [];
          return heldByMessage(input.Tag, holders, scope);
        },
      );
    },

    /** "Editing an existing tag only sets its end date." */
    async end(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      workerTagId: number,
      input: WorkerTagEnd,
    ): Promise<WorkerTag> {
      const scope = await door.contractScope(auth, projectId);
      const endDate = input.LastDateWorkerHadTag;
      let tagText = '';
      let tagId = 0;
      let startDate = '';
      return guarded(
        () =>
          db.transaction().execute(async (tx) => {
            const worker = await lockedWorker(auth, tx, projectId, workerId);
            const current = await repo.one(tx, projectId, workerId, workerTagId);
            if (!current) throw new NotFoundError(M.tagNotFound);
            ({ tag: tagText, tagId, startDate } = current);
            if (endDate < current.startDate) {
              throw new ValidationError([
                { errorMessage: M.endBeforeStart, field: 'LastDateWorkerHadTag' },
              ]);
            }
            const holders = await repo.holders(
              tx,
              projectId,
              tagId,
              startDate,
              endDate,
              workerTagId,
            );
            if (holders.length > 0)
              throw new TagConflictError(heldByMessage(tagText, holders, scope));
            const before = await repo.instants(tx, projectId, workerTagId);
            await repo.setEnd(tx, projectId, workerTagId, endDate);
            const after = await repo.instants(tx, projectId, workerTagId);
            // Reads between the old and the new end change holder (DOMAIN.md "Worker tag").
            const changed = before && after ? spanBetween(before.valid_to, after.valid_to) : null;
            if (changed) await readResolution.request(tx, projectId, changed.from, changed.to);
            await recordWorkerChanges(tx, {
              projectId,
              workerId,
              userId: auth.userId,
              changes: [
                {
                  field: `Tag ${current.tag} end date`,
                  oldValue: current.endDate ?? 'Indefinite',
                  newValue: endDate,
                },
              ],
            });
            const todayDate = today(worker);
            return toWorkerTag({ ...current, endDate }, todayDate);
          }),
        async () =>
          heldByMessage(
            tagText,
            await repo.holders(db, projectId, tagId, startDate, endDate, workerTagId),
            scope,
          ),
      );
    },

    /** "Tag deletion is allowed only if the worker has more than one tag." */
    async remove(auth: AuthContext, projectId: number, workerId: number, workerTagId: number) {
      await db.transaction().execute(async (tx) => {
        await lockedWorker(auth, tx, projectId, workerId);
        const current = await repo.one(tx, projectId, workerId, workerTagId);
        if (!current) throw new NotFoundError(M.tagNotFound);
        if ((await repo.count(tx, projectId, workerId)) <= 1) throw new ValidationError(M.lastTag);
        const held = await repo.instants(tx, projectId, workerTagId);
        await repo.remove(tx, projectId, workerTagId);
        // The reads it covered belong to no one now (or to whoever held the tag besides).
        if (held) await readResolution.request(tx, projectId, held.valid_from, held.valid_to);
        await recordWorkerChanges(tx, {
          projectId,
          workerId,
          userId: auth.userId,
          changes: [
            {
              field: 'Tag',
              oldValue: `${current.tag} ${tagSpan(current.startDate, current.endDate)}`,
              newValue: null,
            },
          ],
        });
      });
    },
  };
}

export type WorkersTagsService = ReturnType<typeof createWorkersTagsService>;
