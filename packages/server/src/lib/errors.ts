import type { ApiErrorItem } from '@siteline/shared';

/** A failure with a status and the spec's message; mapped once by error-handler.ts. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly items: ApiErrorItem[] = [{ errorMessage: message }],
    /** Extra response headers, e.g. the spec's `Message` header. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(items: ApiErrorItem[] | string, headers?: Record<string, string>) {
    const list = typeof items === 'string' ? [{ errorMessage: items }] : items;
    super(400, list.map((i) => i.errorMessage).join(' '), list, headers);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, headers?: Record<string, string>) {
    super(429, message, undefined, headers);
  }
}

/** The OAuth token endpoint answers in RFC 6749's shape instead of `{ errors }`. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 429,
    readonly error: string,
    readonly description: string,
    readonly uri?: string,
    /** Extra response headers, e.g. Retry-After on slow_down. */
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}
