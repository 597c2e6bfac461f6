import {
  WORKER_BADGES_MESSAGES as M,
  hasProjectPermission,
  type BadgeTemplate,
  type PrintBadge,
  type PrintBadgeResult,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { BlobStore } from '../../db/blob-store.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { MESSAGES } from '@siteline/shared';
import type { AuthContext } from '../../lib/auth-context.ts';
import { renderBadgePdf } from './workers-badge-pdf.ts';

export interface DownloadedFile {
  mimeType: string;
  data: Buffer;
  filename: string;
}

/** The project's badge templates, badge printing, and the files behind /v2/downloads/file. */
export function createWorkerBadgesService({ db, blobs }: { db: Database; blobs: BlobStore }) {
  return {
    async templates(projectId: number): Promise<BadgeTemplate[]> {
      const rows = await db
        .selectFrom('project_badge_templates')
        .select(['project_badge_template_id', 'name', 'is_default'])
        .where('project_id', '=', projectId)
        .orderBy('is_default', 'desc')
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        ProjectBadgeTemplateId: r.project_badge_template_id,
        Name: r.name,
        IsDefault: r.is_default,
      }));
    },

    /**
     * Prints the worker's badge for one of their tags from the project's template: a PDF kept as
     * a file of the project, whose uid the client opens through /v2/downloads/file.
     */
    async print(
      _auth: AuthContext,
      projectId: number,
      workerId: number,
      input: PrintBadge,
    ): Promise<PrintBadgeResult> {
      const worker = await db
        .selectFrom('workers as w')
        .innerJoin('projects as p', 'p.project_id', 'w.project_id')
        .innerJoin('contracts as c', (j) =>
          j.onRef('c.project_id', '=', 'w.project_id').onRef('c.contract_id', '=', 'w.contract_id'),
        )
        .leftJoin('companies as co', 'co.company_id', 'c.company_id')
        .select([
          'w.first_name',
          'w.middle_name',
          'w.last_name',
          'w.trade',
          'w.photo_blob_uid',
          'p.title',
          'co.name as company_name',
          'c.display_name',
          'c.trade as contract_trade',
        ])
        .where('w.project_id', '=', projectId)
        .where('w.worker_id', '=', workerId)
        .where('w.is_deleted', '=', false)
        .executeTakeFirst();
      if (!worker) throw new NotFoundError(M.workerNotFound);
      const template = await db
        .selectFrom('project_badge_templates')
        .select(['accent_color'])
        .where('project_id', '=', projectId)
        .where('project_badge_template_id', '=', input.ProjectBadgeTemplateId)
        .executeTakeFirst();
      if (!template) {
        throw new ValidationError([
          { errorMessage: M.templateNotFound, field: 'ProjectBadgeTemplateId' },
        ]);
      }
      const tag = await db
        .selectFrom('worker_tags as wt')
        .innerJoin('tags as t', (j) =>
          j.onRef('t.project_id', '=', 'wt.project_id').onRef('t.tag_id', '=', 'wt.tag_id'),
        )
        .select('t.tag')
        .where('wt.project_id', '=', projectId)
        .where('wt.worker_id', '=', workerId)
        .where('wt.worker_tag_id', '=', input.WorkerTagId)
        .executeTakeFirst();
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
        mimeType: 'application/pdf',
        originalFilename: `badge-${workerName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
        data: pdf,
      });
      return { uid };
    },

    /**
     * A stored file, only to members of its project (any role): a photo or a printed badge. A
     * demo session sees only demo projects' files, as every project route does.
     */
    async download(auth: AuthContext, uid: string, demo: boolean): Promise<DownloadedFile> {
      const blob = await blobs.get(db, uid);
      if (!blob || blob.projectId === null) throw new NotFoundError(M.fileNotFound);
      if (!hasProjectPermission(auth, blob.projectId, [])) {
        throw new ForbiddenError(MESSAGES.forbidden);
      }
      const project = await db
        .selectFrom('projects')
        .select('is_demo')
        .where('project_id', '=', blob.projectId)
        .executeTakeFirst();
      if (!project || project.is_demo !== demo) throw new NotFoundError(M.fileNotFound);
      const meta = await db
        .selectFrom('blobs')
        .select('original_filename')
        .where('blob_uid', '=', blob.blobUid)
        .executeTakeFirst();
      return {
        mimeType: blob.mimeType,
        data: blob.data,
        filename: meta?.original_filename ?? 'file',
      };
    },
  };
}

export type WorkerBadgesService = ReturnType<typeof createWorkerBadgesService>;
