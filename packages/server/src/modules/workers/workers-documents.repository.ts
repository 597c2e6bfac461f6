import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The worker record's Documents tab reads `worker_signed_documents`, which registrations writes
 * (a worker signs at self-registration): a read across areas, here in one place.
 */
export const workerDocumentsRepository = {
  list(executor: Executor, projectId: number, workerId: number) {
    return executor
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
  },

  one(executor: Executor, projectId: number, workerId: number, id: number) {
    return executor
      .selectFrom('worker_signed_documents')
      .select(['blob_uid', 'display_name'])
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId)
      .where('worker_signed_document_id', '=', id)
      .executeTakeFirst();
  },
};
