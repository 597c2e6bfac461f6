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
import type { WorkersDoor } from './workers-door.ts';
import { workerPhotoRepository as repo } from './workers-photo.repository.ts';

/** What sharp may decode: the three formats, and no more pixels than PHOTO_LIMITS allows. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class PhotoTooLargeError extends AppError {
  constructor() {
    super(413, M.photoTooLarge, [{ errorMessage: M.photoTooLarge, field: 'file' }]);
  }
}

function photoTypeError() {
  return new ValidationError([{ errorMessage: M.photoType, field: 'file' }]);
}

/**
 * A worker's photo: every call goes through the worker door first (a company-limited member
 * never reads or replaces another company's worker's photo).
 */
export function createWorkersPhotoService({
  db,
  blobs,
  door,
}: {
  db: Database;
  blobs: BlobStore;
  door: WorkersDoor;
}) {
  async function photoOf(auth: AuthContext, projectId: number, workerId: number) {
    await door.visibleWorker(auth, projectId, workerId, { live: true });
    const worker = await repo.photo(db, projectId, workerId);
    if (!worker) throw new NotFoundError(M.workerNotFound);
    return worker;
  }

  return {
    /** The photo made small for a list's row (a JPEG PHOTO_THUMBNAIL_HEIGHT pixels high). */
    async thumbnail(auth: AuthContext, projectId: number, workerId: number): Promise<Buffer> {
      const worker = await photoOf(auth, projectId, workerId);
      const photo = worker.photo_blob_uid ? await blobs.get(db, worker.photo_blob_uid) : undefined;
      if (!photo) throw new NotFoundError(M.noPhoto);
      return sharp(photo.data, { limitInputPixels: PHOTO_LIMITS.inputPixels })
        .resize({ height: PHOTO_THUMBNAIL_HEIGHT, withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer();
    },

    async get(auth: AuthContext, projectId: number, workerId: number): Promise<WorkerPhoto> {
      const worker = await photoOf(auth, projectId, workerId);
      return {
        PhotoUrl: worker.photo_blob_uid ? downloadUrl(worker.photo_blob_uid) : null,
        ProfilePictureAspectRatio: worker.profile_picture_aspect_ratio,
      };
    },

    /**
     * Drops uploads nobody cropped (the dialog closed, the phone went to sleep) once a day old:
     * an upload is only a step between choosing a picture and saving it.
     */
    sweepUploads(olderThanHours = 24): Promise<number> {
      return blobs.sweep(db, 'photo-upload', olderThanHours);
    },

    /**
     * Keeps an uploaded picture until it is cropped: its type checked from the bytes, decoded
     * within the pixel limit, turned upright and written again as JPEG without its metadata
     * (location, camera), so the crop's coordinates are those the browser showed.
     */
    async upload(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      bytes: Buffer,
    ): Promise<PhotoUploadResult> {
      await door.visibleWorker(auth, projectId, workerId, { live: true });
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
        kind: 'photo-upload',
        workerId,
        mimeType: 'image/jpeg',
        originalFilename: 'worker-photo-upload.jpg',
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
        await door.visibleWorker(auth, projectId, workerId, {
          executor: tx,
          lock: true,
          live: true,
        });
        const worker = await repo.photo(tx, projectId, workerId);
        if (!worker) throw new NotFoundError(M.workerNotFound);
        const upload = await blobs.get(tx, input.BlobUid);
        // Only this worker's own upload becomes their photo.
        if (
          !upload ||
          upload.projectId !== projectId ||
          upload.kind !== 'photo-upload' ||
          upload.workerId !== workerId
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
          kind: 'photo',
          workerId,
          mimeType: 'image/jpeg',
          originalFilename: 'worker-photo.jpg',
          data: photo,
        });
        const ratio = Math.round((Width / Height) * 10_000) / 10_000;
        await repo.setPhoto(tx, projectId, workerId, { blobUid: photoUid, aspectRatio: ratio });
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

export type WorkersPhotoService = ReturnType<typeof createWorkersPhotoService>;
