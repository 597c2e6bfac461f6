import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSessionError } from './api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silentErrors?: boolean };
    /** A mutation that shows its own error (login, reset, password change) sets handlesErrors. */
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** Client errors other than a timeout or throttle will fail again the same way. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500 && error.status !== 408) return false;
  return failureCount < 1;
}

/** One query client for the app; `reportError` shows the generic alert (spec 000 §8). */
export function createQueryClient(reportError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silentErrors || isSessionError(error)) return;
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors || isSessionError(error)) return;
        reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
