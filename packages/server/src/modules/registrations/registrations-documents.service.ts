import {
  REGISTRATION_DOCUMENT_MAX_BYTES,
  REGISTRATION_DOCUMENT_MIME_TYPE,
  REGISTRATIONS_MESSAGES,
  type RegistrationDocument,
  type RegistrationDocumentUpload,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { stripActiveContent } from '../../lib/pdf-active-content.ts';
import { registrationDocumentsRepository as repo } from './registrations-documents.repository.ts';

export type RegistrationsDocumentsService = ReturnType<typeof createRegistrationsDocumentsService>;

/**
 * A PDF by its bytes, not its name or declared type: the `%PDF-` header at the start and an
 * `%%EOF` marker near the end (where every PDF writer puts it, after any incremental update).
 */
export function looksLikePdf(data: Buffer): boolean {
  if (data.length < 16 || data.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return data
    .subarray(Math.max(0, data.length - 2048))
    .toString('latin1')
    .includes('%%EOF');
}

function decodeBase64(text: string): Buffer {
  // The schema allows only base64's alphabet; a length that is not whole quads is not base64.
  if (text.length % 4 !== 0) throw new ValidationError(REGISTRATIONS_MESSAGES.documentNotPdf);
  return Buffer.from(text, 'base64');
}

/** Registration documents (spec 000 §3, 002 §7 `v2/projects/{id}/documents`). */
export function createRegistrationsDocumentsService(deps: { db: Database; blobs: BlobStore }) {
  const { db, blobs } = deps;

  const selectDocuments = (projectId: number) => repo.select(db, projectId);

  function toDocument(row: {
    registration_document_id: number;
    display_name: string;
    original_filename: string;
    byte_size: number;
    created_at: Date;
  }): RegistrationDocument {
    return {
      registrationDocumentId: row.registration_document_id,
      displayName: row.display_name,
      attachment: {
        displayName: row.display_name,
        mimeType: REGISTRATION_DOCUMENT_MIME_TYPE,
        originalFilename: row.original_filename,
        byteSize: row.byte_size,
      },
      createdAt: row.created_at.toISOString(),
    };
  }

  return {
    async list(projectId: number): Promise<RegistrationDocument[]> {
      const rows = await selectDocuments(projectId).orderBy('registration_document_id').execute();
      return rows.map(toDocument);
    },

    async upload(
      projectId: number,
      userId: number,
      body: RegistrationDocumentUpload,
    ): Promise<RegistrationDocument> {
      const data = decodeBase64(body.attachment.file);
      if (data.length > REGISTRATION_DOCUMENT_MAX_BYTES) {
        throw new ValidationError(REGISTRATIONS_MESSAGES.documentTooBig);
      }
      if (!looksLikePdf(data)) throw new ValidationError(REGISTRATIONS_MESSAGES.documentNotPdf);
      // Served to workers' phones and signed: its pages, never its scripts or attachments.
      const clean = await stripActiveContent(data);
      if (clean === 'unreadable') throw new ValidationError(REGISTRATIONS_MESSAGES.documentNotPdf);
      if (clean === 'broken') throw new ValidationError(REGISTRATIONS_MESSAGES.documentActive);
      const row = await db.transaction().execute(async (tx) => {
        const blobUid = await blobs.put(tx, {
          projectId,
          kind: 'registration-document',
          mimeType: REGISTRATION_DOCUMENT_MIME_TYPE,
          originalFilename: body.attachment.originalFilename,
          data: clean,
        });
        return repo.insert(tx, {
          projectId,
          displayName: body.displayName,
          originalFilename: body.attachment.originalFilename,
          blobUid,
          byteSize: clean.length,
          userId,
        });
      });
      return toDocument(row);
    },

    /** The PDF itself, for staff to read (only the project's own documents). */
    async file(projectId: number, documentId: number) {
      const row = await selectDocuments(projectId)
        .where('registration_document_id', '=', documentId)
        .executeTakeFirst();
      if (!row) throw new NotFoundError(REGISTRATIONS_MESSAGES.documentNotFound);
      const blob = await blobs.get(db, row.blob_uid);
      if (!blob) throw new NotFoundError(REGISTRATIONS_MESSAGES.documentNotFound);
      return { filename: row.original_filename, data: blob.data };
    },

    /** Removes the document and its file; copies workers already signed stay theirs. */
    async remove(projectId: number, documentId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const blobUid = await repo.remove(tx, projectId, documentId);
        if (!blobUid) throw new NotFoundError(REGISTRATIONS_MESSAGES.documentNotFound);
        await blobs.remove(tx, [blobUid]);
      });
    },
  };
}
