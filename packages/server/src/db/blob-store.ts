import { sql } from 'kysely';
import type { Executor } from './database.ts';

/**
 * What a stored file is: it decides which address may serve it (only a worker's photo, photo
 * upload and badge go out through the downloads address; every other kind has its own route).
 */
export type BlobKind =
  | 'photo'
  | 'photo-upload'
  | 'badge'
  | 'signed-document'
  | 'registration-document'
  | 'import'
  | 'report'
  | 'realtime-image'
  | 'schedule';

/** A stored file: its bytes, what they are, and whom they are about. */
export interface Blob {
  blobUid: string;
  projectId: number | null;
  kind: BlobKind | 'file';
  /** The worker the file is about: served only through the scoped worker lookup. */
  workerId: number | null;
  mimeType: string;
  originalFilename: string | null;
  byteSize: number;
  data: Buffer;
}

export interface NewBlob {
  projectId: number | null;
  kind: BlobKind;
  workerId?: number | null;
  mimeType: string;
  originalFilename?: string | null;
  data: Buffer;
}

/**
 * Uploaded files behind a small interface (ARCHITECTURE.md "files"): kept in the `blobs` table
 * today, so a later move to object storage changes only this file. Every call takes the executor
 * so a blob is written in the same transaction as the row that points at it.
 */
export interface BlobStore {
  put(executor: Executor, blob: NewBlob): Promise<string>;
  get(executor: Executor, blobUid: string): Promise<Blob | undefined>;
  remove(executor: Executor, blobUids: readonly string[]): Promise<void>;
  /** Drops the files of a kind older than the given hours; answers how many went. */
  sweep(executor: Executor, kind: BlobKind, olderThanHours: number): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const postgresBlobStore: BlobStore = {
  async put(executor, blob) {
    const row = await executor
      .insertInto('blobs')
      .values({
        project_id: blob.projectId,
        kind: blob.kind,
        worker_id: blob.workerId ?? null,
        mime_type: blob.mimeType,
        original_filename: blob.originalFilename ?? null,
        byte_size: blob.data.length,
        data: blob.data,
      })
      .returning('blob_uid')
      .executeTakeFirstOrThrow();
    return row.blob_uid;
  },

  async get(executor, blobUid) {
    // Not a uuid: no such blob (and no cast error from PostgreSQL).
    if (!UUID.test(blobUid)) return undefined;
    const row = await executor
      .selectFrom('blobs')
      .select([
        'blob_uid',
        'project_id',
        'kind',
        'worker_id',
        'mime_type',
        'original_filename',
        'byte_size',
        'data',
      ])
      .where('blob_uid', '=', blobUid)
      .executeTakeFirst();
    return row
      ? {
          blobUid: row.blob_uid,
          projectId: row.project_id,
          kind: row.kind,
          workerId: row.worker_id,
          mimeType: row.mime_type,
          originalFilename: row.original_filename,
          byteSize: row.byte_size,
          data: row.data,
        }
      : undefined;
  },

  async remove(executor, blobUids) {
    if (blobUids.length === 0) return;
    await executor.deleteFrom('blobs').where('blob_uid', 'in', blobUids).execute();
  },

  async sweep(executor, kind, olderThanHours) {
    const gone = await executor
      .deleteFrom('blobs')
      .where('kind', '=', kind)
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
      .executeTakeFirst();
    return Number(gone.numDeletedRows);
  },
};
