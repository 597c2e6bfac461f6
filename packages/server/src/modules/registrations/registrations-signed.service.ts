import { sql } from 'kysely';
import type { WorkerSignedDocument } from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';

export type RegistrationSignedService = ReturnType<typeof createRegistrationSignedService>;

const NOT_FOUND = 'No such signed document for this worker.';

export const signedDocumentPath = (projectId: number, workerId: number, id: number) =>
  `/api/v1/projects/${projectId}/workers/${workerId}/documents/${id}/file`;

/** The registration documents a worker signed: the worker record's Documents tab. */
export function createRegistrationSignedService(deps: { db: Database; blobs: BlobStore }) {
  const { db, blobs } = deps;
  return {
    async list(projectId: number, workerId: number): Promise<WorkerSignedDocument[]> {
      const rows = await db
        .selectFrom('worker_signed_documents')
        .select([
          'worker_signed_document_id',
          'registration_document_id',
          'display_name',
          sql<string>`to_char(signature_date_time_local, 'YYYY-MM-DD"T"HH24:MI:SS')`.as('local'),
        ])
        .where('project_id', '=', projectId)
        .where('worker_id', '=', workerId)
        .orderBy('signed_at', 'desc')
        .orderBy('worker_signed_document_id', 'desc')
        .execute();
      return rows.map((r) => ({
        WorkerSignedDocumentId: r.worker_signed_document_id,
        RegistrationDocumentId: r.registration_document_id,
        DisplayName: r.display_name,
        SignatureDateTimeLocal: r.local,
        FileUrl: signedDocumentPath(projectId, workerId, r.worker_signed_document_id),
      }));
    },

    async file(projectId: number, workerId: number, id: number) {
      const row = await db
        .selectFrom('worker_signed_documents')
        .select(['blob_uid', 'display_name'])
        .where('project_id', '=', projectId)
        .where('worker_id', '=', workerId)
        .where('worker_signed_document_id', '=', id)
        .executeTakeFirst();
      const blob = row ? await blobs.get(db, row.blob_uid) : undefined;
      if (!row || !blob) throw new NotFoundError(NOT_FOUND);
      return { fileName: `${row.display_name} (signed).pdf`, data: blob.data };
    },
  };
}
