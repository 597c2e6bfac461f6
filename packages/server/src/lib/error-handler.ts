import { MESSAGES, type ApiError } from '@siteline/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerTooLarge } from './body-too-large.ts';
import { AppError, OAuthError } from './errors.ts';

/**
 * One place turns every failure into the wire shape: 4xx with the user's mistake spelled out,
 * 5xx with the generic message only (the details go to the log with the request id).
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OAuthError) {
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({
        error: error.error,
        error_description: error.description,
        ...(error.uri ? { error_uri: error.uri } : {}),
      });
  }
  if (error instanceof AppError) {
    if (error.statusCode === 403) {
      request.log.warn({ url: request.url, userId: request.auth?.userId }, 'refused authorisation');
    }
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ errors: error.items } satisfies ApiError);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      errorMessage: v.message ?? 'Invalid value.',
      field: fieldOf(v.instancePath),
    }));
    return reply.status(400).send({ errors } satisfies ApiError);
  }
  if (isUnstorableText(error)) {
    // A backstop behind the schemas' refusal of control characters: text PostgreSQL cannot
    // store (NUL, a broken byte sequence) is the client's mistake, not a fault of ours.
    request.log.warn({ url: request.url, code: error.code }, 'unstorable text refused');
    return reply.status(400).send({
      errors: [{ errorMessage: 'The request contains characters that cannot be stored.' }],
    } satisfies ApiError);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answerTooLarge(request, reply);
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply
      .status(status)
      .send({ errors: [{ errorMessage: error.message }] } satisfies ApiError);
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ errors: [{ errorMessage: MESSAGES.serverError }] } satisfies ApiError);
}

/** PostgreSQL's 22021 (invalid byte sequence, e.g. NUL in text) and 22P05 (NUL in jsonb). */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

function fieldOf(instancePath: string): string | undefined {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
}
