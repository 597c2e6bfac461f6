import { ALERT_DURATION_MS, MESSAGES } from '@siteline/shared';
import type { AlertStore } from '@/components/alerts/alerts-store.ts';
import { ApiError } from '@/lib/api-error.ts';

/**
 * spec 001 §8: an integration call's list of errors is shown one alert per string (type 4, 4
 * seconds); a fault without a list is the generic server error.
 */
export function alertIntegrationErrors(
  alerts: Pick<AlertStore, 'error'>,
  error: unknown,
  translate: (text: string) => string,
): void {
  // 502: the provider's own outage or refusal, said as such (not the generic server error).
  const said = error instanceof ApiError && (error.status < 500 || error.status === 502);
  if (said && error.messages.length > 0) {
    for (const message of error.messages) {
      alerts.error(translate(message), ALERT_DURATION_MS.errorListIntegrations);
    }
    return;
  }
  alerts.error(translate(MESSAGES.serverError), ALERT_DURATION_MS.serverError);
}
