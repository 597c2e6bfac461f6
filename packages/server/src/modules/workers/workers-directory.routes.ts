import {
  ProjectContractsQuerySchema,
  ProjectContractsResponseSchema,
  RecentRegistrationsQuerySchema,
  WorkerDirectoryValuesQuerySchema,
  RecentRegistrationsResponseSchema,
  SearchTradesmenQuerySchema,
  TradesmanListSchema,
  UpdateWorkerDirectoryWorkerResponseSchema,
  UpdateWorkerDirectoryWorkerSchema,
  WorkerAutocompleteQuerySchema,
  WorkerAutocompleteResponseSchema,
  WorkerDirectoryQuerySchema,
  WorkerDirectoryResponseSchema,
  WorkerListQuerySchema,
  WorkerListResponseSchema,
  WorkersProjectParamsSchema,
} from '@siteline/shared';
import {
  DIRECTORY_VALUES_LIMIT,
  DirectoryValuesResponseSchema,
} from '@siteline/shared/workers/workers-directory-grid.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersDirectoryService } from './workers-directory.service.ts';

const TAGS = ['workers'];

/** The worker directory (spec 001 §7); the spec's paths under /api/v1, the basic list designed. */
export function workersDirectoryRoutes(directory: WorkersDirectoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/workers',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The basic directory: a page of the project’s workers, filtered and sorted',
          params: WorkersProjectParamsSchema,
          querystring: WorkerListQuerySchema,
          response: { 200: WorkerListResponseSchema },
        },
      },
      (request) => directory.list(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/contracts',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The project’s contracts for pickers (pageSize 10000, includeChildren)',
          params: WorkersProjectParamsSchema,
          querystring: ProjectContractsQuerySchema,
          response: { 200: ProjectContractsResponseSchema },
        },
      },
      (request) =>
        directory.contracts(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/projects/:projectId/workers/autocomplete',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Up to 10 workers whose name or site number contains the text (3+ characters)',
          params: WorkersProjectParamsSchema,
          querystring: WorkerAutocompleteQuerySchema,
          response: { 200: WorkerAutocompleteResponseSchema },
        },
      },
      (request) =>
        directory.autocomplete(
          requireAuth(request),
          request.params.projectId,
          request.query.searchString,
        ),
    );

    app.get(
      '/api/v1/project/:projectId/search-tradesmen',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'Worker lookup for worker pickers (up to 20, 3+ characters)',
          params: WorkersProjectParamsSchema,
          querystring: SearchTradesmenQuerySchema,
          response: { 200: TradesmanListSchema },
        },
      },
      (request) =>
        directory.searchTradesmen(
          requireAuth(request),
          request.params.projectId,
          request.query.searchString,
        ),
    );

    app.get(
      '/api/v1/report/:projectId/worker-directory',
      {
        config: { projectPermission: ['AdvancedWorkforceDirectory'] },
        schema: {
          tags: TAGS,
          summary: 'The advanced directory: a page of worker rows with the visible extra columns',
          params: WorkersProjectParamsSchema,
          querystring: WorkerDirectoryQuerySchema,
          response: { 200: WorkerDirectoryResponseSchema },
        },
      },
      (request) =>
        directory.directory(requireAuth(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/v1/report/:projectId/worker-directory/values',
      {
        config: { projectPermission: ['AdvancedWorkforceDirectory'] },
        schema: {
          tags: TAGS,
          summary: 'The advanced directory: one column’s values for its header filter',
          description: `Under the other columns' filters, in text order, blanks last; at most ${DIRECTORY_VALUES_LIMIT}.`,
          params: WorkersProjectParamsSchema,
          querystring: WorkerDirectoryValuesQuerySchema,
          response: { 200: DirectoryValuesResponseSchema },
        },
      },
      (request) => directory.values(requireAuth(request), request.params.projectId, request.query),
    );

    app.post(
      '/api/v1/worker/updateWorkerDirectoryWorker',
      {
        // The project is in the body: the service checks CanDoRegistrations for it.
        bodyLimit: 32 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save one advanced-directory row: the flagged columns only',
          body: UpdateWorkerDirectoryWorkerSchema,
          response: { 200: UpdateWorkerDirectoryWorkerResponseSchema },
        },
      },
      (request) => directory.update(requireAuth(request), request.demo, request.body),
    );

    app.get(
      '/api/v1/project/registrations/recent',
      {
        config: { projectPermission: ['CanDoRegistrations'] },
        schema: {
          tags: TAGS,
          summary: 'The project’s most recent registrations, newest first',
          querystring: RecentRegistrationsQuerySchema,
          response: { 200: RecentRegistrationsResponseSchema },
        },
      },
      (request) =>
        directory.recent(requireAuth(request), request.query.projectId, request.query.limit),
    );
  };
}
