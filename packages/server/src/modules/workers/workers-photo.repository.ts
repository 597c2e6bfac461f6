import type { Executor } from '../../db/database.ts';

/** Every SQL statement of a worker's photo (the `workers` photo columns, owned by workers). */
export const workerPhotoRepository = {
  /** The worker's photo columns (locked for the crop's transaction when asked). */
  photo(executor: Executor, projectId: number, workerId: number, lock = false) {
    let query = executor
      .selectFrom('workers')
      .select(['photo_blob_uid', 'profile_picture_aspect_ratio'])
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  },

  setPhoto(
    executor: Executor,
    projectId: number,
    workerId: number,
    photo: { blobUid: string; aspectRatio: number },
  ) {
    return executor
      .updateTable('workers')
      .set({
        photo_blob_uid: photo.blobUid,
        profile_picture_aspect_ratio: photo.aspectRatio,
        updated_at: new Date(),
      })
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId)
      .execute();
  },
};
