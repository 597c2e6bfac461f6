import { sql, type Kysely } from 'kysely';

/**
 * Every stored file knows what it is and whom it is about (issue: the contractor's wall on every
 * worker file). `kind` says which address may serve it (the downloads address serves only a
 * worker's photo, photo upload and badge; the others have their own routes); `worker_id` sends
 * a file about one worker through the scoped worker lookup, so a company-limited member never
 * opens another company's worker's photo, badge, signed copy or contact-tracing report.
 * Existing files get their kind and worker from the rows that point at them; a photo upload or
 * a printed badge whose worker nothing records stays without one, and is no longer served (an
 * upload lives a day, a badge is printed again in a click).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE blobs
      ADD COLUMN kind text NOT NULL DEFAULT 'file'
        CHECK (kind IN ('file', 'photo', 'photo-upload', 'badge', 'signed-document',
                        'registration-document', 'import', 'report', 'realtime-image')),
      ADD COLUMN worker_id int;
    CREATE INDEX blobs_worker_idx ON blobs (project_id, worker_id) WHERE worker_id IS NOT NULL;

    UPDATE blobs b SET kind = 'photo', worker_id = w.worker_id
      FROM workers w WHERE w.photo_blob_uid = b.blob_uid;
    UPDATE blobs SET kind = 'photo-upload' WHERE original_filename = 'worker-photo-upload';
    UPDATE blobs SET kind = 'badge'
      WHERE kind = 'file' AND mime_type = 'application/pdf' AND original_filename LIKE 'badge-%.pdf'
        AND NOT EXISTS (SELECT 1 FROM report_files r WHERE r.blob_uid = blobs.blob_uid);
    UPDATE blobs b SET kind = 'signed-document', worker_id = s.worker_id
      FROM worker_signed_documents s WHERE s.blob_uid = b.blob_uid;
    UPDATE blobs b SET kind = 'registration-document'
      FROM registration_documents d WHERE d.blob_uid = b.blob_uid;
    UPDATE blobs b SET kind = 'import'
      FROM registration_imports i WHERE i.blob_uid = b.blob_uid;
    UPDATE blobs b SET kind = 'report' FROM report_files r WHERE r.blob_uid = b.blob_uid;
    UPDATE blobs b SET kind = 'realtime-image'
      FROM realtime_areas a WHERE a.image_blob_uid = b.blob_uid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE blobs DROP COLUMN kind, DROP COLUMN worker_id;`.execute(db);
}
