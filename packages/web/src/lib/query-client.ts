import {
  MutationCache,
  QueryCache,
  QueryClient,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, isSessionError } from './api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** silentErrors: the screen shows the query's error itself. prefetch: see prefetchQuietly. */
    queryMeta: { silentErrors?: boolean; prefetch?: boolean };
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
        if (query.meta?.prefetch && query.getObserversCount() === 0) return;
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

/**
 * Asks ahead for what a screen will draw: a route's loader, run as the route opens and also when
 * a link to it is rested on (decision 0016, rule 8). If it fails while no screen is looking at it,
 * nothing is said: resting on a link never raises the error alert, and the screen asks again when
 * it draws (a query in error is fetched again on mount) and reports that answer. A screen already
 * waiting on it reports it as its own.
 */
export function prefetchQuietly<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return queryClient.prefetchQuery({ ...options, meta: { ...options.meta, prefetch: true } });
}
