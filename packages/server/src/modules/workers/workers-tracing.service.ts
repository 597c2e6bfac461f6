import {
  WORKER_WORKTIME_MESSAGES,
  hasProjectPermission,
  PERMISSIONS,
  type Permission,
  type ReportFile,
  type SafeProxQuery,
} from '@siteline/shared';
import { toXlsx } from '@siteline/shared/common/xlsx';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import * as repo from './workers-tracing.repository.ts';
import type { WorkersDoor } from './workers-door.ts';

export type WorkersTracingService = ReturnType<typeof createWorkersTracingService>;

const isPermission = (text: string): text is Permission =>
  (PERMISSIONS as readonly string[]).includes(text);

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The permission the report needs, and so the permission its file is opened with. */
const REPORT_PERMISSION: Permission = 'ViewWorkerTimesheets';

/** Excel's wall-clock date of 'YYYY-MM-DDTHH:mm:ss' (its UTC fields carry the local time). */
const wallClock = (local: string) => new Date(`${local}Z`);

/**
 * The contact-tracing (safe-prox) report of spec 002 §5, §9 (CHECKLIST §11.10): who was read
 * in the same zone as the worker within the chosen minutes over the range, as an Excel file
 * kept as a blob and fetched by its uid (`GET report/downloadFile/?uid=`).
 */
export function createWorkersTracingService(deps: {
  db: Database;
  blobs: BlobStore;
  door: WorkersDoor;
  projects: Pick<ProjectsService, 'demoFlag'>;
}) {
  const { db, blobs, door, projects } = deps;
  return {
    async report(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      query: SafeProxQuery,
    ): Promise<ReportFile> {
      const worker = await door.visibleWorker(auth, projectId, workerId);
      const rows = await repo.contacts(
        db,
        { projectId, workerId, timeZone: worker.timeZone },
        query,
      );
      const local = (at: Date) => wallClock(localDateTime(at, worker.timeZone));
      const bytes = toXlsx(
        {
          headers: [
            'Date',
            'Worker',
            'Company',
            'Trade',
            'Zone',
            'First contact',
            'Last contact',
            'Contact reads',
          ],
          rows: rows.map((r) => [
            wallClock(`${r.timesheet_date}T00:00:00`),
            r.worker_name,
            r.company_name,
            r.trade,
            r.zone_name,
            local(r.first_contact_at),
            local(r.last_contact_at),
            r.contact_reads,
          ]),
        },
        'Contact tracing',
      );
      const fileName = `contact-tracing-${workerId}-${query.startDateInclusive}-${query.endDateInclusive}.xlsx`;
      const uid = await db.transaction().execute(async (tx) => {
        const blobUid = await blobs.put(tx, {
          projectId,
          kind: 'report',
          workerId,
          mimeType: XLSX_MIME,
          originalFilename: fileName,
          data: Buffer.from(bytes),
        });
        await repo.insertReportFile(tx, {
          projectId,
          blobUid,
          permission: REPORT_PERMISSION,
          fileName,
          userId: auth.userId,
        });
        return blobUid;
      });
      return { uid, FileName: fileName };
    },

    /**
     * A report file, for a caller who holds the permission its report needed on its project (in
     * the demo mode of the request, as every project call) and, for a report about one worker,
     * may see that worker (the worker door). Anything else is "not found".
     */
    async download(auth: AuthContext, demo: boolean, uid: string) {
      const notFound = () => new NotFoundError(WORKER_WORKTIME_MESSAGES.fileNotFound);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uid))
        throw notFound();
      const file = await repo.findReportFile(db, uid);
      if (!file || !isPermission(file.permission)) throw notFound();
      if (!hasProjectPermission(auth, file.project_id, [file.permission])) throw notFound();
      if ((await projects.demoFlag(file.project_id)) !== demo) throw notFound();
      const blob = await blobs.get(db, uid);
      if (!blob) throw notFound();
      if (blob.workerId !== null) {
        await door.visibleWorker(auth, file.project_id, blob.workerId).catch(() => {
          throw notFound();
        });
      }
      return { fileName: file.file_name, mimeType: blob.mimeType, data: blob.data };
    },
  };
}
