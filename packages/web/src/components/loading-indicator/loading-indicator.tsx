import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { TIMINGS_MS } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useLoadingIndicator } from './use-loading-indicator.ts';

/**
 * A thin bar at the very top while any query or mutation is in flight: MUI's indeterminate
 * LinearProgress in the secondary colour, drawn by app/plain.css (it runs before MUI loads).
 */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  const visible = useLoadingIndicator(busy, TIMINGS_MS.loadingIndicatorCap);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      className="sl-loading"
      aria-label={t('app.loading')}
      data-testid="global-loading"
    />
  );
}
