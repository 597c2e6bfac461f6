import {
  AuthenticatedSchema,
  AuthenticationUpdateSchema,
  CompanyAuthorizeSchema,
  ExternalProjectSelectSchema,
  ExternalProjectsQuerySchema,
  ExternalProjectsSchema,
  INTEGRATIONS_MESSAGES,
  OAuthStartSchema,
  OAuthStartedSchema,
  ProjectIdParamsSchema,
} from '@siteline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { SignedInProvider } from './integrations-signed-in.ts';

export const TAGS = ['integrations'];
export const MANAGE = { projectPermission: ['ManageIntegrations' as const] };
export const SMALL = 16 * 1024;

/**
 * The routes every provider signed in to has (spec 000 §7), under
 * /api/v1/projects/:projectId/integrations/:providerId: switch on and off, the sign-in's start
 * and its code or credentials, the company (the spec's own PATCH /api/v1/project/{projectId}/…
 * /authorize), the provider's projects and the one chosen.
 */
export function signedInRoutes(
  app: FastifyInstance,
  providerId: number,
  name: string,
  provider: Pick<
    SignedInProvider,
    | 'switchOn'
    | 'switchOff'
    | 'startSignIn'
    | 'authenticate'
    | 'authorizeCompany'
    | 'externalProjects'
    | 'selectProject'
  >,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/v1/projects/:projectId/integrations/${providerId}`;

  routes.post(
    base,
    {
      config: MANAGE,
      bodyLimit: 1024,
      schema: {
        tags: TAGS,
        summary: `Switch ${name} on (not active until set up)`,
        params: ProjectIdParamsSchema,
      },
    },
    async (request, reply) => {
      await provider.switchOn(requireAuth(request), request.params.projectId);
      return reply.code(204).send();
    },
  );

  routes.delete(
    base,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `Switch ${name} off: its sign-in and mappings go`,
        params: ProjectIdParamsSchema,
      },
    },
    async (request, reply) => {
      await provider.switchOff(requireAuth(request), request.params.projectId);
      return reply.code(204).send();
    },
  );

  routes.post(
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
      provider.startSignIn(
        requireAuth(request),
        request.params.projectId,
        request.body.RedirectURI,
      ),
  );

  routes.put(
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
      provider.authenticate(requireAuth(request), request.params.projectId, request.body),
  );

  routes.patch(
    `/api/v1/project/:projectId/integrations/${providerId}/authorize`,
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
      await provider.authorizeCompany(
        requireAuth(request),
        request.params.projectId,
        request.body.ExternalCompanyIdentifier,
      );
      return reply.code(204).send();
    },
  );

  routes.get(
    `${base}/external-projects`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `The company’s projects at ${name} (page 1, 100 a page)`,
        params: ProjectIdParamsSchema,
        querystring: ExternalProjectsQuerySchema,
        response: { 200: ExternalProjectsSchema },
      },
    },
    (request) =>
      provider.externalProjects(
        requireAuth(request),
        request.params.projectId,
        request.query.page,
        request.query.pageSize,
      ),
  );

  routes.put(
    `${base}/external-project`,
    {
      config: MANAGE,
      bodyLimit: SMALL,
      schema: {
        tags: TAGS,
        summary: `Map the project to a ${name} project`,
        params: ProjectIdParamsSchema,
        body: ExternalProjectSelectSchema,
        response: { 200: z.object({ Message: z.string() }) },
      },
    },
    async (request) => {
      const name = await provider.selectProject(
        requireAuth(request),
        request.params.projectId,
        request.body.ServiceProviderProjectCode,
      );
      return { Message: INTEGRATIONS_MESSAGES.authenticated(name) };
    },
  );
}
