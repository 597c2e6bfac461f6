import {
  AddProjectUserSchema,
  ProjectIdParamsSchema,
  ProjectRoleListSchema,
  ProjectUserListSchema,
  ProjectUserParamsSchema,
  ProjectUserSchema,
  UpdateProjectUserSchema,
  UserCompanyListSchema,
  UserNameSchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import type { UsersService } from './users.service.ts';

const TAGS = ['users'];
/** spec 000 §2: /user-management needs ManageUsers; so does every call behind it. */
const config = { projectPermission: ['ManageUsers'] as const };

/**
 * Project users (spec 002 §7 names the operations, not their paths): list, get one with roles,
 * create, update, delete, search by e-mail, reset password, list roles.
 */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/projects/:projectId/users',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The project’s users with their roles',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectUserListSchema },
        },
      },
      (request) => users.list(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/users/search',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'A user by e-mail, and whether they already have access to the project',
          params: ProjectIdParamsSchema,
          querystring: UserSearchQuerySchema,
          response: { 200: UserSearchResultSchema },
        },
      },
      (request) => users.search(request.params.projectId, request.query.email),
    );

    app.get(
      '/api/v1/projects/:projectId/users/companies',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The companies a Contractor membership may be limited to',
          params: ProjectIdParamsSchema,
          response: { 200: UserCompanyListSchema },
        },
      },
      (request) => users.companies(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/roles',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The roles a member may hold, with their level (`role`) and permissions',
          params: ProjectIdParamsSchema,
          response: { 200: ProjectRoleListSchema },
        },
      },
      (request) => users.roles(request.params.projectId),
    );

    app.get(
      '/api/v1/projects/:projectId/users/:userId',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'One member with their roles',
          params: ProjectUserParamsSchema,
          response: { 200: ProjectUserSchema },
        },
      },
      (request) => users.get(request.params.projectId, request.params.userId),
    );

    app.post(
      '/api/v1/projects/:projectId/users',
      {
        config,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Add a found user, or invite a new one by e-mail, with roles',
          params: ProjectIdParamsSchema,
          body: AddProjectUserSchema,
          response: { 201: ProjectUserSchema },
        },
      },
      async (request, reply) => {
        const added = await users.add(requireAuth(request), request.params.projectId, request.body);
        return reply.code(201).send(added);
      },
    );

    app.put(
      '/api/v1/projects/:projectId/users/:userId',
      {
        config,
        bodyLimit: 16 * 1024,
        schema: {
          tags: TAGS,
          summary: 'Replace a member’s roles',
          params: ProjectUserParamsSchema,
          body: UpdateProjectUserSchema,
          response: { 200: ProjectUserSchema },
        },
      },
      (request) =>
        users.update(
          requireAuth(request),
          request.params.projectId,
          request.params.userId,
          request.body.Roles,
        ),
    );

    app.delete(
      '/api/v1/projects/:projectId/users/:userId',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'Remove a user from the project (their access ends at once)',
          params: ProjectUserParamsSchema,
          response: { 200: UserNameSchema },
        },
      },
      (request) =>
        users.remove(requireAuth(request), request.params.projectId, request.params.userId),
    );

    app.post(
      '/api/v1/projects/:projectId/users/:userId/reset-password',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'E-mail the member a link to set a new password',
          params: ProjectUserParamsSchema,
          response: { 200: UserNameSchema },
        },
      },
      (request) =>
        users.resetPassword(requireAuth(request), request.params.projectId, request.params.userId),
    );
  };
}
