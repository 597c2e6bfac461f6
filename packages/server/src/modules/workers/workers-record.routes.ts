import {
  WorkerChangelogSchema,
  WorkerCompanyOptionListSchema,
  WorkerContractUpdateSchema,
  WorkerNotesUpdateSchema,
  WorkerParamsSchema,
  WorkerProfileFieldsSchema,
  WorkerRecordSchema,
  WorkerUpdateSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { WorkersRecordService } from './workers-record.service.ts';

const TAGS = ['workers'];
const WORKER = '/api/v1/projects/:projectId/workers/:workerId';

/**
 * The worker record (spec 002 §7 "Worker": get, profile fields, update with tags, delete,
 * update contract, changelog). Reading needs membership (each tab then needs its own
 * permission, applied to the fields returned); every write needs CanDoRegistrations.
 */
export function workersRecordRoutes(record: WorkersRecordService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/worker-profile-fields',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The profile tabs and registration fields the caller may see on a worker',
          params: ProjectIdParamsSchema,
          response: { 200: WorkerProfileFieldsSchema },
        },
      },
      (request) => record.profileFields(requireAuth(request), request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/worker-companies',
      {
        config: { projectPermission: ['CanDoRegistrations'] },
        schema: {
          tags: TAGS,
          summary: 'The companies (contracts) a worker can be moved to',
          params: ProjectIdParamsSchema,
          response: { 200: WorkerCompanyOptionListSchema },
        },
      },
      (request) => record.companies(requireAuth(request), request.params.projectId),
    );

    app.get(
      WORKER,
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'One worker: header, site status and the field values the caller may see',
          params: WorkerParamsSchema,
          response: { 200: WorkerRecordSchema },
        },
      },
      (request) =>
        record.get(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.put(
      WORKER,
      {
        config: { projectPermission: ['CanDoRegistrations'] },
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the changed profile values (one transaction, changelog written)',
          params: WorkerParamsSchema,
          body: WorkerUpdateSchema,
          response: { 200: WorkerRecordSchema },
        },
      },
      (request) =>
        record.update(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.body,
        ),
    );

    app.put(
      `${WORKER}/notes`,
      {
        config: { projectPermission: ['CanDoRegistrations'] },
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Save the worker’s notes',
          params: WorkerParamsSchema,
          body: WorkerNotesUpdateSchema,
          response: { 200: WorkerRecordSchema },
        },
      },
      (request) =>
        record.updateNotes(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.body.Notes,
        ),
    );

    app.put(
      `${WORKER}/contract`,
      {
        config: { projectPermission: ['CanDoRegistrations'] },
        schema: {
          tags: TAGS,
          summary: 'Change company: the worker’s contract from now on',
          params: WorkerParamsSchema,
          body: WorkerContractUpdateSchema,
          response: { 200: WorkerRecordSchema },
        },
      },
      (request) =>
        record.changeContract(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
          request.body.ContractId,
        ),
    );

    app.get(
      `${WORKER}/changelog`,
      {
        config: { projectPermission: ['WorkerChangelog'] },
        schema: {
          tags: TAGS,
          summary: 'Every change to the worker, newest first (never editable)',
          params: WorkerParamsSchema,
          response: { 200: WorkerChangelogSchema },
        },
      },
      (request) =>
        record.changelog(requireAuth(request), request.params.projectId, request.params.workerId),
    );

    app.delete(
      WORKER,
      {
        config: { projectPermission: ['CanDoRegistrations'] },
        schema: {
          tags: TAGS,
          summary: 'Delete person: leaves the lists, history stays',
          params: WorkerParamsSchema,
        },
      },
      async (request, reply) => {
        await record.remove(
          requireAuth(request),
          request.params.projectId,
          request.params.workerId,
        );
        return reply.code(204).send();
      },
    );
  };
}
