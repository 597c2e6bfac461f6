import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import { workerBadgesRoutes } from './workers-badges.routes.ts';
import { createWorkerBadgesService } from './workers-badges.service.ts';
import { createWorkerPhotoService } from './workers-photo.service.ts';
import { workerTagsRoutes } from './workers-tags.routes.ts';
import { createWorkerTagsService } from './workers-tags.service.ts';

/** Workers: the directory and each worker's record (tags, photo, badge, ...). */
export const workersArea = defineArea({
  name: 'workers',
  services: ({ db }) => ({
    workerTags: createWorkerTagsService({ db }),
    workerPhotos: createWorkerPhotoService({ db, blobs: postgresBlobStore }),
    workerBadges: createWorkerBadgesService({ db, blobs: postgresBlobStore }),
  }),
  routes: ({ workerTags, workerPhotos, workerBadges }) => [
    workerTagsRoutes(workerTags),
    workerBadgesRoutes(workerPhotos, workerBadges),
  ],
});
