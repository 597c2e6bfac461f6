import { ALERT_DURATION_MS, MESSAGES, type ApiErrorItem } from '@siteline/shared';

/** A failed call, normalised: status, the body's error list and the `Message` header. */
export class ApiError extends Error {
  readonly status: number;
  readonly items: ApiErrorItem[];
  /** The spec's `Message` response header (reset, access request), when the server sent one. */
  readonly headerMessage: string | null;

  constructor(status: number, items: ApiErrorItem[], headerMessage: string | null) {
    super(items.map((item) => item.errorMessage).join(' ') || headerMessage || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.items = items;
    this.headerMessage = headerMessage;
  }

  get messages(): string[] {
    return this.items.map((item) => item.errorMessage);
  }
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let items: ApiErrorItem[] = [];
  try {
    // Fetched when a call fails, not with the first load (the schema brings zod).
    const { ApiErrorSchema } = await import('@siteline/shared/common/errors.schemas');
    const parsed = ApiErrorSchema.safeParse(await response.json());
    if (parsed.success) items = parsed.data.errors;
  } catch {
    // No JSON body: the status and the header are all there is.
  }
  return new ApiError(response.status, items, response.headers.get('Message'));
}

export interface ErrorNotice {
  message: string;
  durationMs: number;
}

/**
 * spec 000 §8: a list of error strings is joined and shown for 5 s; anything else (network,
 * 5xx, an answer that does not match its schema) is the generic server error for 6 s.
 */
export function describeError(error: unknown): ErrorNotice {
  if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
    return { message: error.messages.join(' '), durationMs: ALERT_DURATION_MS.errorList };
  }
  return { message: MESSAGES.serverError, durationMs: ALERT_DURATION_MS.serverError };
}

/** 401 and 403 are handled by the session (refresh or sign-out), so nobody alerts on them. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The text of a call whose answer is in the `Message` header (spec 000 §8: reset request, reset,
 * access request); without a header, the joined error list or the given fallback.
 */
export function headerMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.headerMessage) return error.headerMessage;
    if (error.status < 500 && error.messages.length > 0) return error.messages.join(' ');
  }
  return fallback;
}
