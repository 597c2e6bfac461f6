import { SELF_REGISTRATION_LIMITS as LIMITS } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';

/** Every SQL statement of self-registration beyond the desk's (registrations-desk.repository). */
export const selfRegistrationRepository = {
  /** The project a pin opens (projects are the projects area's; read for the public page). */
  projectByPin(db: Executor, pin: string) {
    return db
      .selectFrom('projects')
      .select(['project_id', 'title', 'time_zone_id', 'country_code'])
      .where('short_code', '=', pin)
      .executeTakeFirst();
  },

  /** The documents a worker signs, in the order the page shows them. */
  documents(db: Executor, projectId: number) {
    return db
      .selectFrom('registration_documents')
      .select(['registration_document_id', 'display_name'])
      .where('project_id', '=', projectId)
      .orderBy('display_name')
      .orderBy('registration_document_id')
      .limit(LIMITS.documents)
      .execute();
  },

  /** What a self-registration adds to the worker row the desk's insert made. */
  markSelfRegistered(
    tx: Executor,
    projectId: number,
    workerId: number,
    values: {
      code: string;
      possibleDuplicateOf: number | null;
      photoBlobUid: string | null;
      aspectRatio: number | null;
    },
  ) {
    return tx
      .updateTable('workers')
      .set({
        self_registration_code: values.code,
        possible_duplicate_of: values.possibleDuplicateOf,
        photo_blob_uid: values.photoBlobUid,
        profile_picture_aspect_ratio: values.aspectRatio,
      })
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId)
      .execute();
  },

  insertSignedDocument(
    tx: Executor,
    row: {
      projectId: number;
      workerId: number;
      registrationDocumentId: number;
      displayName: string;
      blobUid: string;
      signedAt: Date;
      signedAtLocal: string;
    },
  ) {
    return tx
      .insertInto('worker_signed_documents')
      .values({
        project_id: row.projectId,
        worker_id: row.workerId,
        registration_document_id: row.registrationDocumentId,
        display_name: row.displayName,
        blob_uid: row.blobUid,
        signed_at: row.signedAt,
        signature_date_time_local: row.signedAtLocal,
      })
      .execute();
  },
};

/** The project's pin, title and demo flag (the pin's card and poster). */
export function pinProject(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['short_code', 'title', 'is_demo'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}
