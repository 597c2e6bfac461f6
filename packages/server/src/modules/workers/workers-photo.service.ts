import { sql } from 'kysely';
import sharp, { type OutputInfo } from 'sharp';
import {
  PHOTO_LIMITS,
  PHOTO_THUMBNAIL_HEIGHT,
  WORKER_BADGES_MESSAGES as M,
  downloadUrl,
  type PhotoUpdate,
  type PhotoUploadResult,
  type WorkerPhoto,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import type { BlobStore } from '../../db/blob-store.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/photo.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { recordWorkerChanges } from './workers-changelog.ts';

/** What sharp may decode: the three formats, and no more pixels than PHOTO_LIMITS allows. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const UPLOAD_FILENAME = 'worker-photo-upload';

export class PhotoTooLargeError extends AppError {
  constructor() {
    super(413, M.photoTooLarge, [{ errorMessage: M.photoTooLarge, field: 'file' }]);
  }
}

function photoTypeError() {
  return new ValidationError([{ errorMessage: M.photoType, field: 'file' }]);
}

export function createWorkerPhotoService({ db, blobs }: { db: Database; blobs: BlobStore }) {
  async function workerOrThrow(projectId: number, workerId: number) {
    const worker = await db
      .selectFrom('workers')
      .select(['worker_id', 'photo_blob_uid', 'profile_picture_aspect_ratio'])
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    if (!worker) throw new NotFoundError(M.workerNotFound);
    return worker;
  }

  return {
    /** The photo made small for a list's row (a JPEG PHOTO_THUMBNAIL_HEIGHT pixels high). */
    async thumbnail(projectId: number, workerId: number): Promise<Buffer> {
      const worker = await workerOrThrow(projectId, workerId);
      const photo = worker.photo_blob_uid ? await blobs.get(db, worker.photo_blob_uid) : undefined;
      if (!photo) throw new NotFoundError(M.noPhoto);
      return sharp(photo.data, { limitInputPixels: PHOTO_LIMITS.inputPixels })
        .resize({ height: PHOTO_THUMBNAIL_HEIGHT, withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer();
    },

    async get(projectId: number, workerId: number): Promise<WorkerPhoto> {
      const worker = await workerOrThrow(projectId, workerId);
      return {
        PhotoUrl: worker.photo_blob_uid ? downloadUrl(worker.photo_blob_uid) : null,
        ProfilePictureAspectRatio: worker.profile_picture_aspect_ratio,
      };
    },

    /**
     * Keeps an uploaded picture until it is cropped: its type checked from the bytes, decoded
     * within the pixel limit, turned upright and written again as JPEG without its metadata
     * (location, camera), so the crop's coordinates are those the browser showed.
     */
    /**
     * Drops uploads nobody cropped (the dialog closed, the phone went to sleep) once a day old:
     * an upload is only a step between choosing a picture and saving it.
     */
    async sweepUploads(olderThanHours = 24): Promise<number> {
      const gone = await db
        .deleteFrom('blobs')
        .where('original_filename', '=', UPLOAD_FILENAME)
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    },

    async upload(projectId: number, workerId: number, bytes: Buffer): Promise<PhotoUploadResult> {
      await workerOrThrow(projectId, workerId);
      if (!sniffImage(bytes)) throw photoTypeError();
      let encoded: { data: Buffer; info: OutputInfo };
      try {
        const image = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.inputPixels, failOn: 'error' });
        const meta = await image.metadata();
        if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw photoTypeError();
        encoded = await image
          .rotate()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 90 })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Corrupt, truncated or past the pixel limit: not a picture we can use.
        throw photoTypeError();
      }
      const blobUid = await blobs.put(db, {
        projectId,
        mimeType: 'image/jpeg',
        originalFilename: UPLOAD_FILENAME,
        data: encoded.data,
      });
      return {
        BlobUid: blobUid,
        PhotoUrl: downloadUrl(blobUid),
        Width: encoded.info.width,
        Height: encoded.info.height,
      };
    },

    /**
     * Crops an upload to the chosen box, fits it in PHOTO_LIMITS' box and stores it as the
     * worker's photo; the upload and the previous photo go.
     */
    async update(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      input: PhotoUpdate,
    ): Promise<WorkerPhoto> {
      return db.transaction().execute(async (tx) => {
        const worker = await tx
          .selectFrom('workers')
          .select(['photo_blob_uid', 'profile_picture_aspect_ratio'])
          .where('project_id', '=', projectId)
          .where('worker_id', '=', workerId)
          .where('is_deleted', '=', false)
          .forUpdate()
          .executeTakeFirst();
        if (!worker) throw new NotFoundError(M.workerNotFound);
        const upload = await blobs.get(tx, input.BlobUid);
        const original = upload
          ? await tx
              .selectFrom('blobs')
              .select('original_filename')
              .where('blob_uid', '=', upload.blobUid)
              .executeTakeFirst()
          : undefined;
        if (
          !upload ||
          upload.projectId !== projectId ||
          original?.original_filename !== UPLOAD_FILENAME
        ) {
          throw new ValidationError([{ errorMessage: M.uploadNotFound, field: 'BlobUid' }]);
        }
        const { X, Y, Width, Height } = input.CropData;
        const image = sharp(upload.data, { limitInputPixels: PHOTO_LIMITS.inputPixels });
        const meta = await image.metadata();
        if (X + Width > (meta.width ?? 0) || Y + Height > (meta.height ?? 0)) {
          throw new ValidationError([{ errorMessage: M.cropOutside, field: 'CropData' }]);
        }
        const photo = await image
          .extract({ left: X, top: Y, width: Width, height: Height })
          .resize({
            width: PHOTO_LIMITS.maxWidth,
            height: PHOTO_LIMITS.maxHeight,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .jpeg({ quality: 85 })
          .toBuffer();
        const photoUid = await blobs.put(tx, {
          projectId,
          mimeType: 'image/jpeg',
          originalFilename: 'worker-photo.jpg',
          data: photo,
        });
        const ratio = Math.round((Width / Height) * 10_000) / 10_000;
        await tx
          .updateTable('workers')
          .set({
            photo_blob_uid: photoUid,
            profile_picture_aspect_ratio: ratio,
            updated_at: new Date(),
          })
          .where('project_id', '=', projectId)
          .where('worker_id', '=', workerId)
          .execute();
        await blobs.remove(
          tx,
          [upload.blobUid, worker.photo_blob_uid].filter((uid): uid is string => !!uid),
        );
        await recordWorkerChanges(tx, {
          projectId,
          workerId,
          userId: auth.userId,
          changes: [
            {
              field: 'Photo',
              oldValue: worker.photo_blob_uid ? 'Previous photo' : null,
              newValue: 'New photo',
            },
          ],
        });
        return { PhotoUrl: downloadUrl(photoUid), ProfilePictureAspectRatio: ratio };
      });
    },
  };
}

export type WorkerPhotoService = ReturnType<typeof createWorkerPhotoService>;
