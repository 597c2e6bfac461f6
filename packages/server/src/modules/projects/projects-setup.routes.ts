import {
  AccountListSchema,
  ProjectIdParamsSchema,
  ProjectSettingsInputSchema,
  ProjectSettingsSchema,
  ProjectSetupSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ProjectsSetupService } from './projects-setup.service.ts';

const TAGS = ['projects'];

/** Project setup (not in the spec, which leaves it to the provider): designed in its style. */
export function projectsSetupRoutes(setup: ProjectsSetupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/accounts',
      {
        schema: {
          tags: TAGS,
          summary: 'The accounts a project may belong to (provider employees)',
          response: { 200: AccountListSchema },
        },
      },
      (request) => setup.accounts(requireAuth(request)),
    );

    app.post(
      '/api/v1/projects',
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Create a project; the creator becomes its first member (provider employees)',
          body: ProjectSettingsInputSchema,
          response: { 201: ProjectSettingsSchema },
        },
      },
      async (request, reply) => {
        const created = await setup.create(requireAuth(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/api/v1/projects/:projectId/settings',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'The project’s settings: time zone, dates, workday boundary, shifts',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectSettingsSchema },
        },
      },
      (request) => setup.settings(request.params.projectId),
    );

    app.put(
      '/api/v1/projects/:projectId/settings',
      {
        config: { projectPermission: ['ManageProjects'] },
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Change the project’s settings (provider employees)',
          params: ProjectIdParamsSchema,
          body: ProjectSettingsInputSchema,
          response: { 200: ProjectSettingsSchema },
        },
      },
      (request) => setup.update(requireAuth(request), request.params.projectId, request.body),
    );

    app.get(
      '/api/v1/projects/:projectId/setup',
      {
        config: { projectPermission: [] },
        schema: {
          tags: TAGS,
          summary: 'What the project still lacks: zones, readers, contracts, plan, users',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectSetupSchema },
        },
      },
      (request) => setup.setup(request.params.projectId),
    );
  };
}
