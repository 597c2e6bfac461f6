import type { Executor } from '../../db/database.ts';

/** Every SQL statement of the project's registration documents (`registration_documents`). */
export const registrationDocumentsRepository = {
  select(db: Executor, projectId: number) {
    return db
      .selectFrom('registration_documents')
      .select([
        'registration_document_id',
        'display_name',
        'original_filename',
        'byte_size',
        'created_at',
        'blob_uid',
      ])
      .where('project_id', '=', projectId);
  },

  insert(
    tx: Executor,
    row: {
      projectId: number;
      displayName: string;
      originalFilename: string;
      blobUid: string;
      byteSize: number;
      userId: number;
    },
  ) {
    return tx
      .insertInto('registration_documents')
      .values({
        project_id: row.projectId,
        display_name: row.displayName,
        original_filename: row.originalFilename,
        blob_uid: row.blobUid,
        byte_size: row.byteSize,
        created_by_user_id: row.userId,
      })
      .returning([
        'registration_document_id',
        'display_name',
        'original_filename',
        'byte_size',
        'created_at',
      ])
      .executeTakeFirstOrThrow();
  },

  /** Deletes the document's row; answers its file's uid (undefined: no such document). */
  async remove(tx: Executor, projectId: number, documentId: number) {
    const row = await tx
      .deleteFrom('registration_documents')
      .where('project_id', '=', projectId)
      .where('registration_document_id', '=', documentId)
      .returning('blob_uid')
      .executeTakeFirst();
    return row?.blob_uid;
  },
};
