import {
  WORKER_BADGES_MESSAGES as M,
  type BadgeTemplate,
  type PrintBadge,
  type PrintBadgeResult,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { renderBadgePdf } from './workers-badge-pdf.ts';
import { workerBadgesRepository as repo } from './workers-badges.repository.ts';
import type { WorkersDoor } from './workers-door.ts';

export interface DownloadedFile {
  mimeType: string;
  data: Buffer;
  filename: string;
}

/** The kinds of file the downloads address serves: each is about one worker. */
const DOWNLOADABLE = new Set(['photo', 'photo-upload', 'badge']);

/** The project's badge templates, badge printing, and the files behind /v2/downloads/file. */
export function createWorkersBadgesService(deps: {
  db: Database;
  blobs: BlobStore;
  door: WorkersDoor;
  projects: Pick<ProjectsService, 'demoFlag'>;
}) {
  const { db, blobs, door, projects } = deps;
  return {
    async templates(projectId: number): Promise<BadgeTemplate[]> {
      const rows = await repo.templates(db, projectId);
      return rows.map((r) => ({
        ProjectBadgeTemplateId: r.project_badge_template_id,
        Name: r.name,
        IsDefault: r.is_default,
      }));
    },

    /**
     * Prints the worker's badge for one of their tags from the project's template: a PDF kept as
     * a file about the worker, whose uid the client opens through /v2/downloads/file.
     */
    async print(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      input: PrintBadge,
    ): Promise<PrintBadgeResult> {
      await door.visibleWorker(auth, projectId, workerId, { live: true });
      const worker = await repo.badgeFace(db, projectId, workerId);
      if (!worker) throw new NotFoundError(M.workerNotFound);
      const template = await repo.template(db, projectId, input.ProjectBadgeTemplateId);
      if (!template) {
        throw new ValidationError([
          { errorMessage: M.templateNotFound, field: 'ProjectBadgeTemplateId' },
        ]);
      }
      const tag = await repo.workerTag(db, projectId, workerId, input.WorkerTagId);
      if (!tag) throw new ValidationError([{ errorMessage: M.tagNotFound, field: 'WorkerTagId' }]);
      const photo = worker.photo_blob_uid ? await blobs.get(db, worker.photo_blob_uid) : undefined;
      const workerName = [worker.first_name, worker.middle_name, worker.last_name]
        .filter(Boolean)
        .join(' ');
      const pdf = await renderBadgePdf({
        projectTitle: worker.title,
        workerName,
        companyName: worker.company_name ?? worker.display_name,
        trade: worker.trade ?? worker.contract_trade,
        tag: tag.tag,
        photo: photo?.mimeType === 'image/jpeg' ? photo.data : null,
        accentColor: template.accent_color,
      });
      const uid = await blobs.put(db, {
        projectId,
        kind: 'badge',
        workerId,
        mimeType: 'application/pdf',
        originalFilename: `badge-${workerName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
        data: pdf,
      });
      return { uid };
    },

    /**
     * A worker's photo, photo upload or printed badge, to a member of its project who may see
     * that worker (the worker door: a company-limited member only their companies' workers), in
     * the demo mode of the request as every project call. Any other file, or any refusal, is
     * "not found": the answer never tells whether a uid exists.
     */
    async download(auth: AuthContext, uid: string, demo: boolean): Promise<DownloadedFile> {
      const notFound = () => new NotFoundError(M.fileNotFound);
      const blob = await blobs.get(db, uid);
      if (!blob || blob.projectId === null || blob.workerId === null) throw notFound();
      if (!DOWNLOADABLE.has(blob.kind)) throw notFound();
      const isMember =
        auth.isProviderEmployee || auth.permissions.some((p) => p.ProjectId === blob.projectId);
      if (!isMember || (await projects.demoFlag(blob.projectId)) !== demo) throw notFound();
      await door.visibleWorker(auth, blob.projectId, blob.workerId).catch(() => {
        throw notFound();
      });
      return {
        mimeType: blob.mimeType,
        data: blob.data,
        filename: blob.originalFilename ?? 'file',
      };
    },
  };
}

export type WorkersBadgesService = ReturnType<typeof createWorkersBadgesService>;
