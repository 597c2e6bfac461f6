import {
  WorkerSignedDocumentFileParamsSchema,
  WorkerSignedDocumentListSchema,
  WorkerSignedDocumentParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersDocumentsService } from './workers-documents.service.ts';

const TAGS = ['workers'];
/** spec 002: the worker's Documents tab needs WorkerDocuments. */
const PERMISSION = { projectPermission: ['WorkerDocuments'] } as const;

/** The worker record's Documents tab: the registration documents the worker signed. */
export function workersDocumentsRoutes(signed: WorkersDocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/documents',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'The registration documents the worker signed, newest first',
          params: WorkerSignedDocumentParamsSchema,
          response: { 200: WorkerSignedDocumentListSchema },
        },
      },
      (request) =>
        signed.list(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.get(
      '/api/v1/projects/:projectId/workers/:workerId/documents/:workerSignedDocumentId/file',
      {
        config: PERMISSION,
        schema: {
          tags: TAGS,
          summary: 'A signed copy (PDF)',
          params: WorkerSignedDocumentFileParamsSchema,
        },
      },
      async (request, reply) => {
        const { projectId, workerId, workerSignedDocumentId } = request.params;
        const file = await signed.file(
          requireAuth(request),
          projectId,
          workerId,
          workerSignedDocumentId,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );
  };
}
