import {
  ChangePasswordBodySchema,
  ClientLogBodySchema,
  ClientVitalsBodySchema,
  MESSAGES,
  CurrentUserSchema,
  RequestAccessBodySchema,
  ResetKeyParamsSchema,
  ResetPasswordBodySchema,
  ResetPasswordRequestQuerySchema,
  ResetPasswordResponseSchema,
  SignOutBodySchema,
  TokenRequestSchema,
  TokenResponseSchema,
  WEB_VITALS_MESSAGES,
  WebVitalsSummaryQuerySchema,
  WebVitalsSummarySchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { ForbiddenError, OAuthError } from '../../lib/errors.ts';
import { parseWithMessage } from '../../lib/parse.ts';
import type { AuthService } from './auth.service.ts';
import type { WebVitals } from './auth-vitals.repository.ts';

const TAGS = ['auth'];
// Sign-in and reset are cheap to call and expensive to answer (argon2): small bodies only.
const SMALL_BODY = 16 * 1024;

/** POST /oauth/token: spec 000 §7, form-encoded, answers in RFC 6749's shapes. */
export function oauthRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/oauth/token',
      {
        bodyLimit: SMALL_BODY,
        config: { public: true },
        schema: {
          tags: TAGS,
          summary: 'Sign in (password grant) or refresh',
          response: { 200: TokenResponseSchema },
        },
      },
      async (request, reply) => {
        const parsed = TokenRequestSchema.safeParse(request.body);
        if (!parsed.success) {
          const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
          const known = grant === 'password' || grant === 'refresh_token';
          throw new OAuthError(
            400,
            known ? 'invalid_request' : 'unsupported_grant_type',
            known
              ? parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
              : 'grant_type must be password or refresh_token.',
          );
        }
        const body = parsed.data;
        reply.header('Cache-Control', 'no-store');
        return body.grant_type === 'password'
          ? auth.passwordGrant(body, request.ip)
          : auth.refreshGrant(body);
      },
    );
  };
}

/** /api/v1/Auth/...: spec 000 §7. */
export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/Auth/ResetPassword',
      {
        bodyLimit: SMALL_BODY,
        config: { public: true },
        schema: {
          tags: TAGS,
          summary: 'E-mail a password-reset link',
          querystring: ResetPasswordRequestQuerySchema,
        },
      },
      async (request, reply) => {
        const message = await auth.requestPasswordReset(request.query.email, request.ip);
        return reply.header('Message', message).status(200).send();
      },
    );

    app.put(
      '/api/v1/Auth/ResetPassword/:resetKey',
      {
        bodyLimit: SMALL_BODY,
        config: { public: true },
        schema: {
          tags: TAGS,
          summary: 'Set a new password with a reset key',
          params: ResetKeyParamsSchema,
          response: { 200: ResetPasswordResponseSchema },
        },
      },
      async (request, reply) => {
        const body = parseWithMessage(ResetPasswordBodySchema, request.body);
        const done = await auth.resetPassword(
          request.params.resetKey,
          body.NewPassword,
          request.ip,
        );
        // An invitee setting a first password is greeted, not told of a reset.
        const message = done.firstPassword ? MESSAGES.passwordSet : MESSAGES.passwordReset;
        return reply.header('Message', message).send({ Email: done.email });
      },
    );

    app.post(
      '/api/v1/Auth/RequestAccess',
      {
        bodyLimit: SMALL_BODY,
        config: { public: true },
        schema: { tags: TAGS, summary: 'Ask for access (e-mailed to support)' },
      },
      async (request, reply) => {
        const body = parseWithMessage(RequestAccessBodySchema, request.body);
        const message = await auth.requestAccess(body, request.ip);
        return reply.header('Message', message).status(200).send();
      },
    );

    app.get(
      '/api/v1/Auth/CurrentUser',
      {
        schema: { tags: TAGS, summary: 'The signed-in user', response: { 200: CurrentUserSchema } },
      },
      (request) => auth.currentUser(requireAuth(request).userId),
    );

    app.put(
      '/api/v1/Auth/ChangePassword',
      {
        bodyLimit: SMALL_BODY,
        schema: {
          tags: TAGS,
          summary: 'Change the signed-in user’s password',
          body: ChangePasswordBodySchema,
        },
      },
      async (request, reply) => {
        await auth.changePassword(requireAuth(request), request.body, request.ip);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/v1/Auth/SignOut',
      {
        bodyLimit: SMALL_BODY,
        config: { public: true },
        schema: {
          tags: TAGS,
          summary: 'Revoke a refresh token and its session',
          body: SignOutBodySchema,
        },
      },
      async (request, reply) => {
        await auth.signOut(request.body.refresh_token);
        return reply.status(204).send();
      },
    );
  };
}

/**
 * POST /api/v1/logging: the browser's uncaught errors, into the server log; the sampled loads'
 * web vitals, stored and summarised per route for provider employees.
 */
export const clientLoggingRoutes =
  (vitals: WebVitals): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/logging',
      {
        bodyLimit: 64 * 1024,
        // Anyone may report, so nobody may flood the log: 30 reports a minute per address.
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['logging'],
          summary: 'Report an uncaught browser error',
          body: ClientLogBodySchema,
        },
      },
      async (request, reply) => {
        request.log.warn(
          { clientError: request.body, userId: request.auth?.userId },
          'browser error',
        );
        return reply.status(204).send();
      },
    );

    // Field timings of a sampled page load, one log line per route so slowness is seen by route.
    app.post(
      '/api/v1/logging/vitals',
      {
        bodyLimit: 16 * 1024,
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['logging'],
          summary: "Report a sampled page load's web vitals (LCP, INP, CLS)",
          body: ClientVitalsBodySchema,
        },
      },
      async (request, reply) => {
        const { route, metrics, userAgent } = request.body;
        const values = Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
        const poor = metrics
          .filter((metric) => metric.rating === 'poor')
          .map((metric) => metric.name);
        request.log.info(
          { webVitals: { route, ...values, poor, userAgent }, userId: request.auth?.userId },
          'web vitals',
        );
        await vitals.record(request.body);
        return reply.status(204).send();
      },
    );

    // What the field sees, per route (issue 23): provider employees only, like the server's logs.
    app.get(
      '/api/v1/logging/vitals/summary',
      {
        schema: {
          tags: ['logging'],
          summary: "The field's web vitals per route: 75th percentiles over the last hours",
          querystring: WebVitalsSummaryQuerySchema,
          response: { 200: WebVitalsSummarySchema },
        },
      },
      async (request) => {
        if (!requireAuth(request).isProviderEmployee) {
          throw new ForbiddenError(WEB_VITALS_MESSAGES.providerOnly);
        }
        return vitals.summary(request.query.hours);
      },
    );
  };
