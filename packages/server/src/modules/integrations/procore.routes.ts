import {
  AuthenticatedSchema,
  AuthenticationUpdateSchema,
  CompanyAuthorizeSchema,
  ExternalProjectSelectSchema,
  ExternalProjectsQuerySchema,
  ExternalProjectsSchema,
  HeadcountHistoryQuerySchema,
  HeadcountHistorySchema,
  INTEGRATIONS_MESSAGES,
  OAuthStartSchema,
  OAuthStartedSchema,
  ProjectIdParamsSchema,
  PushTimeUpdateSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ProcoreService } from './procore.service.ts';

const TAGS = ['integrations'];
const MANAGE = { projectPermission: ['ManageIntegrations' as const] };
const SMALL = 16 * 1024;

/**
 * Procore (provider 1): switch, sign-in (OAuth 2.0 with PKCE), company, project, headcount
 * history. The spec's own path for the company: PATCH /api/v1/project/{projectId}/….
 */
export function procoreRoutes(procore: ProcoreService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/projects/:projectId/integrations/1';

    app.post(
      base,
      {
        config: MANAGE,
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: 'Switch Procore on (not active until set up)',
          params: ProjectIdParamsSchema,
        },
      },
      async (request, reply) => {
        await procore.switchOn(requireAuth(request), request.params.projectId);
        return reply.code(204).send();
      },
    );

    app.delete(
      base,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Switch Procore off: its sign-in and mappings go',
          params: ProjectIdParamsSchema,
        },
      },
      async (request, reply) => {
        await procore.switchOff(requireAuth(request), request.params.projectId);
        return reply.code(204).send();
      },
    );

    app.post(
      `${base}/oauth/start`,
      {
        config: MANAGE,
        bodyLimit: SMALL,
        schema: {
          tags: TAGS,
          summary:
            'Begin the sign-in: the authorize address (state and PKCE challenge) for the popup',
          params: ProjectIdParamsSchema,
          body: OAuthStartSchema,
          response: { 200: OAuthStartedSchema },
        },
      },
      (request) =>
        procore.startSignIn(
          requireAuth(request),
          request.params.projectId,
          request.body.RedirectURI,
        ),
    );

    app.put(
      `${base}/authentication`,
      {
        config: MANAGE,
        bodyLimit: SMALL,
        schema: {
          tags: TAGS,
          summary:
            'Update authentication with RedirectURI and Code, or a service account’s credentials: tokens kept, companies listed',
          params: ProjectIdParamsSchema,
          body: AuthenticationUpdateSchema,
          response: { 200: AuthenticatedSchema },
        },
      },
      (request) =>
        procore.authenticate(requireAuth(request), request.params.projectId, request.body),
    );

    app.put(
      `${base}/push-time`,
      {
        config: MANAGE,
        bodyLimit: SMALL,
        schema: {
          tags: TAGS,
          summary: 'When the evening push runs, on the site’s clock',
          params: ProjectIdParamsSchema,
          body: PushTimeUpdateSchema,
        },
      },
      async (request, reply) => {
        await procore.setPushTime(
          requireAuth(request),
          request.params.projectId,
          request.body.PushTime,
        );
        return reply.code(204).send();
      },
    );

    app.patch(
      '/api/v1/project/:projectId/integrations/1/authorize',
      {
        config: MANAGE,
        bodyLimit: SMALL,
        schema: {
          tags: TAGS,
          summary: 'The company the integration works in (ExternalCompanyIdentifier)',
          params: ProjectIdParamsSchema,
          body: CompanyAuthorizeSchema,
        },
      },
      async (request, reply) => {
        await procore.authorizeCompany(
          requireAuth(request),
          request.params.projectId,
          request.body.ExternalCompanyIdentifier,
        );
        return reply.code(204).send();
      },
    );

    app.get(
      `${base}/external-projects`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'The company’s projects at Procore (page 1, 100 a page)',
          params: ProjectIdParamsSchema,
          querystring: ExternalProjectsQuerySchema,
          response: { 200: ExternalProjectsSchema },
        },
      },
      (request) =>
        procore.externalProjects(
          requireAuth(request),
          request.params.projectId,
          request.query.page,
          request.query.pageSize,
        ),
    );

    app.put(
      `${base}/external-project`,
      {
        config: MANAGE,
        bodyLimit: SMALL,
        schema: {
          tags: TAGS,
          summary: 'Map the project to a Procore project',
          params: ProjectIdParamsSchema,
          body: ExternalProjectSelectSchema,
          response: { 200: z.object({ Message: z.string() }) },
        },
      },
      async (request) => {
        const name = await procore.selectProject(
          requireAuth(request),
          request.params.projectId,
          request.body.ServiceProviderProjectCode,
        );
        return { Message: INTEGRATIONS_MESSAGES.authenticated(name) };
      },
    );

    app.get(
      `${base}/headcount-history`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'What was sent to the manpower log, per contract and day, with Procore’s answer',
          params: ProjectIdParamsSchema,
          querystring: HeadcountHistoryQuerySchema,
          response: { 200: HeadcountHistorySchema },
        },
      },
      (request) =>
        procore.headcountHistory(
          requireAuth(request),
          request.params.projectId,
          request.query.page,
        ),
    );
  };
}
