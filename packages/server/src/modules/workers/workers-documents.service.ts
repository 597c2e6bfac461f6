import type { WorkerSignedDocument } from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { workerDocumentsRepository as repo } from './workers-documents.repository.ts';
import type { WorkersDoor } from './workers-door.ts';

export type WorkersDocumentsService = ReturnType<typeof createWorkersDocumentsService>;

const NOT_FOUND = 'No such signed document for this worker.';

const signedDocumentPath = (projectId: number, workerId: number, id: number) =>
  `/api/v1/projects/${projectId}/workers/${workerId}/documents/${id}/file`;

/** The registration documents a worker signed: the worker record's Documents tab. */
export function createWorkersDocumentsService(deps: {
  db: Database;
  blobs: BlobStore;
  door: WorkersDoor;
}) {
  const { db, blobs, door } = deps;
  return {
    async list(
      auth: AuthContext,
      projectId: number,
      workerId: number,
    ): Promise<WorkerSignedDocument[]> {
      await door.visibleWorker(auth, projectId, workerId);
      const rows = await repo.list(db, projectId, workerId);
      return rows.map((r) => ({
        WorkerSignedDocumentId: r.worker_signed_document_id,
        RegistrationDocumentId: r.registration_document_id,
        DisplayName: r.display_name,
        SignatureDateTimeLocal: r.local,
        FileUrl: signedDocumentPath(projectId, workerId, r.worker_signed_document_id),
      }));
    },

    async file(auth: AuthContext, projectId: number, workerId: number, id: number) {
      await door.visibleWorker(auth, projectId, workerId);
      const row = await repo.one(db, projectId, workerId, id);
      const blob = row ? await blobs.get(db, row.blob_uid) : undefined;
      if (!row || !blob) throw new NotFoundError(NOT_FOUND);
      return { fileName: `${row.display_name} (signed).pdf`, data: blob.data };
    },
  };
}
