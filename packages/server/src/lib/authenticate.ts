import { MESSAGES, hasProjectPermission, isId, type Permission } from '@siteline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUDIENCES,
  type Audience,
  type AuthContext,
  type SubjectLoader,
  type TokenSigner,
} from './auth-context.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without a token (sign-in, reset, access request, client-config). */
    public?: boolean;
    /**
     * The permissions (any one of them) the caller needs for the project in the path's
     * `:projectId` (or the `projectId` query parameter); an empty list asks only for
     * membership. Required on every route with a `:projectId`.
     */
    projectPermission?: readonly Permission[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The `Demo` header: true serves only demo projects, false only the others. */
    demo: boolean;
  }
}

export interface AuthHookDeps {
  signer: TokenSigner;
  auth: SubjectLoader;
  /** The project's demo flag, or undefined when the project does not exist. */
  projectDemoFlag: (projectId: number) => Promise<boolean | undefined>;
}

/**
 * The audience a bearer must carry on a path (spec 000 §7): calls to the second API (/api/v2)
 * carry the `jwt`, all the others the access_token; neither token opens the other API.
 */
export function audienceFor(path: string): Audience {
  return path.startsWith('/api/v2/') ? AUDIENCES.apiV2 : AUDIENCES.api;
}

/**
 * Deny by default: every /api route needs a valid bearer token unless it is declared public,
 * and every route with a :projectId must declare the permission it needs for that project.
 */
export function installAuth(app: FastifyInstance, deps: AuthHookDeps) {
  app.decorateRequest('auth', null);
  app.decorateRequest('demo', false);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (url.startsWith('/api/') && url.includes(':projectId') && !route.config?.projectPermission) {
      throw new Error(`${route.method.toString()} ${url} must declare config.projectPermission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    request.demo = request.headers.demo === 'true';
    if (!request.url.startsWith('/api/') || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    // The matched route's pattern, not the raw URL, decides the API: an encoded or doubled
    // character in the URL cannot route to /api/v2 while the check reads another prefix.
    const audience = audienceFor(request.routeOptions.url ?? request.url);
    const claims = token ? await deps.signer.verify(token, audience) : null;
    const subject = claims ? await deps.auth.loadSubject(claims) : null;
    if (!subject) throw new UnauthorizedError(MESSAGES.unauthorized);
    request.auth = subject;
    // A demo user never sees a real project, whatever header the client sends.
    if (subject.isDemoUser) request.demo = true;
  });

  app.addHook('preHandler', async (request) => {
    const needed = request.routeOptions.config.projectPermission;
    if (!needed) return;
    // The project is in the path (`:projectId`) or, for the spec's query-style paths such as
    // `v2/project_zones/list?projectId=`, in the query string.
    const fromPath = (request.params as { projectId?: string } | undefined)?.projectId;
    const fromQuery = (request.query as { projectId?: string } | undefined)?.projectId;
    const projectId = Number(fromPath ?? fromQuery);
    const auth = requireAuth(request);
    // Not an id the database could hold: no project of the caller's (and never a query).
    if (!isId(projectId) || !hasProjectPermission(auth, projectId, needed)) {
      throw new ForbiddenError(MESSAGES.forbidden);
    }
    const demoFlag = await deps.projectDemoFlag(projectId);
    if (demoFlag === undefined || demoFlag !== request.demo) {
      throw new NotFoundError(MESSAGES.projectNotFound);
    }
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError(MESSAGES.unauthorized);
  return request.auth;
}
