import type { Executor } from './database.ts';

/** A stored file: its bytes and what they are. */
export interface Blob {
  blobUid: string;
  projectId: number | null;
  mimeType: string;
  byteSize: number;
  data: Buffer;
}

export interface NewBlob {
  projectId: number | null;
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const postgresBlobStore: BlobStore = {
  async put(executor, blob) {
    const row = await executor
      .insertInto('blobs')
      .values({
        project_id: blob.projectId,
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
      .select(['blob_uid', 'project_id', 'mime_type', 'byte_size', 'data'])
      .where('blob_uid', '=', blobUid)
      .executeTakeFirst();
    return row
      ? {
          blobUid: row.blob_uid,
          projectId: row.project_id,
          mimeType: row.mime_type,
          byteSize: row.byte_size,
          data: row.data,
        }
      : undefined;
  },

  async remove(executor, blobUids) {
    if (blobUids.length === 0) return;
    await executor.deleteFrom('blobs').where('blob_uid', 'in', blobUids).execute();
  },
};
