import type PgBoss from 'pg-boss';
import type { WorkersPhotoService } from './workers-photo.service.ts';

export const WORKERS_QUEUES = { photoUploadsSweep: 'workers-photo-uploads-sweep' } as const;

/** Hourly: photo uploads left uncropped for a day are dropped (workersPhoto.sweepUploads). */
export async function registerWorkersJobs(
  boss: PgBoss,
  photos: Pick<WorkersPhotoService, 'sweepUploads'>,
) {
  await boss.schedule(WORKERS_QUEUES.photoUploadsSweep, '41 * * * *');
  await boss.work(WORKERS_QUEUES.photoUploadsSweep, async () => {
    await photos.sweepUploads();
  });
}
