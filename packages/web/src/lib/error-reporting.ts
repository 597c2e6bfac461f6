import { TRACE_SAMPLE_RATE, type ClientLogBody } from '@siteline/shared';
import { getSession } from './auth-store.ts';

/** A page that loops on an error must not flood the server. */
const MAX_REPORTS_PER_PAGE = 20;

function describe(reason: unknown): Pick<ClientLogBody, 'message' | 'stack'> {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

/** POST /api/v1/logging with plain fetch, so a failing report never triggers refresh or alerts. */
export function reportClientError(reason: unknown): void {
  const { message, stack } = describe(reason);
  const body: ClientLogBody = {
    message: message.slice(0, 4000),
    stack: stack?.slice(0, 20000),
    url: window.location.href.slice(0, 2000),
    userAgent: window.navigator.userAgent.slice(0, 1000),
  };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getSession()?.accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch('/api/v1/logging', { method: 'POST', headers, body: JSON.stringify(body) }).catch(
    () => undefined,
  );
}

/** Sends uncaught errors and unhandled rejections to the server log. */
export function installErrorReporting(): () => void {
  const seen = new Set<string>();
  const report = (reason: unknown) => {
    const key = describe(reason).message;
    if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    reportClientError(reason);
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Real-user timings: for a sample of page loads (the spec's trace sample rate), the web vitals
 * (LCP, INP, CLS, with FCP and TTFB) go to the logging endpoint beside the errors, by route. The
 * measuring code is fetched only for the sampled loads. Answers whether this load is sampled.
 */
export function installWebVitals(
  routeOf: () => string,
  random: () => number = Math.random,
): boolean {
  if (random() >= TRACE_SAMPLE_RATE) return false;
  import('./web-vitals-reporting.ts')
    .then(({ startWebVitals }) => startWebVitals(routeOf))
    .catch(() => undefined);
  return true;
}
