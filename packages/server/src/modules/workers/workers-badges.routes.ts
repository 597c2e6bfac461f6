import multipart from '@fastify/multipart';
import {
  BadgeTemplateListSchema,
  DownloadFileQuerySchema,
  PHOTO_LIMITS,
  PhotoUpdateSchema,
  PhotoUploadResultSchema,
  PrintBadgeResultSchema,
  PrintBadgeSchema,
  ProjectIdParamsSchema,
  WORKER_BADGES_MESSAGES as M,
  WorkerBadgesParamsSchema,
  WorkerThumbnailQuerySchema,
  WorkerPhotoSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { WorkersBadgesService } from './workers-badges.service.ts';
import { PhotoTooLargeError, type WorkersPhotoService } from './workers-photo.service.ts';
import { WORKER_PATH } from './workers-tags.routes.ts';

const TAGS = ['workers'];
/** Any member of the project sees a worker's photo and the badge templates. */
const MEMBER = { projectPermission: [] as const };
/** A photo is part of the registration (spec 002: editing needs CanDoRegistrations). */
const REGISTER = { projectPermission: ['CanDoRegistrations'] as const };
const PRINT = { projectPermission: ['WorkerTags', 'CanDoRegistrations'] as const };

/** The photo upload: one file part, within the size limit, nothing else. */
const MULTIPART_LIMITS = {
  fileSize: PHOTO_LIMITS.fileBytes,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
  headerPairs: 50,
};

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/** A worker's photo (upload, crop) and badge (templates, print), and stored files' downloads. */
export function workersBadgesRoutes(
  photos: WorkersPhotoService,
  badges: WorkersBadgesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart in this plugin only (encapsulated): the photo upload is its one multipart route.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    app.get(
      `${WORKER_PATH}/photo`,
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The worker’s photo address and aspect ratio',
          params: WorkerBadgesParamsSchema,
          response: { 200: WorkerPhotoSchema },
        },
      },
      (request) =>
        photos.get(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.get(
      `${WORKER_PATH}/photo/thumbnail`,
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary:
            'The photo, 96 px high, for a list’s row (v: the photo, so each is cached for good)',
          params: WorkerBadgesParamsSchema,
          querystring: WorkerThumbnailQuerySchema,
        },
      },
      async (request, reply) => {
        const bytes = await photos.thumbnail(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
        );
        return reply
          .header('content-type', 'image/jpeg')
          .header(
            'cache-control',
            request.query.v ? 'private, max-age=31536000, immutable' : 'private, no-cache',
          )
          .send(bytes);
      },
    );

    app.post(
      `${WORKER_PATH}/photo/upload`,
      {
        config: REGISTER,
        schema: {
          tags: TAGS,
          summary: 'Upload a photo (multipart, one JPEG/PNG/WebP file ≤ 10 MB) to be cropped',
          consumes: ['multipart/form-data'],
          params: WorkerBadgesParamsSchema,
          response: { 200: PhotoUploadResultSchema },
        },
      },
      async (request) => {
        let bytes: Buffer;
        try {
          const file = await request.file({ limits: MULTIPART_LIMITS });
          if (!file) throw new ValidationError([{ errorMessage: M.photoMissing, field: 'file' }]);
          bytes = await file.toBuffer();
        } catch (error) {
          const code = errorCode(error);
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PhotoTooLargeError();
          if (code?.startsWith('FST_')) {
            throw new ValidationError([{ errorMessage: M.photoMissing, field: 'file' }]);
          }
          throw error;
        }
        return photos.upload(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          bytes,
        );
      },
    );

    app.put(
      `${WORKER_PATH}/photo`,
      {
        config: REGISTER,
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary:
            'Crop an uploaded photo (CropData in the upload’s pixels) and make it the worker’s',
          params: WorkerBadgesParamsSchema,
          body: PhotoUpdateSchema,
          response: { 200: WorkerPhotoSchema },
        },
      },
      (request) =>
        photos.update(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.body,
        ),
    );

    app.get(
      '/api/v1/projects/:projectId/badge-templates',
      {
        config: MEMBER,
        schema: {
          tags: TAGS,
          summary: 'The project’s badge templates, the default first',
          params: ProjectIdParamsSchema,
          response: { 200: BadgeTemplateListSchema },
        },
      },
      (request) => badges.templates(request.params.projectId),
    );

    app.post(
      `${WORKER_PATH}/badges`,
      {
        config: PRINT,
        bodyLimit: 4 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Print the worker’s badge for a tag from a template: the PDF’s uid',
          params: WorkerBadgesParamsSchema,
          body: PrintBadgeSchema,
          response: { 200: PrintBadgeResultSchema },
        },
      },
      (request) =>
        badges.print(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.body,
        ),
    );

    app.get(
      '/api/v2/downloads/file',
      {
        schema: {
          tags: TAGS,
          summary:
            'A worker’s photo or printed badge, to members of its project who may see the worker',
          querystring: DownloadFileQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await badges.download(
          requireAuth(request),
          request.query.uid,
          request.demo === true,
        );
        const inline = file.mimeType === 'application/pdf' || file.mimeType.startsWith('image/');
        return reply
          .header('content-type', file.mimeType)
          .header('cache-control', 'private, max-age=3600')
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
          )
          .send(file.data);
      },
    );
  };
}
