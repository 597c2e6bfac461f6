import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import LinearProgress from '@mui/material/LinearProgress';
import { TIMINGS_MS } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useLoadingIndicator } from './use-loading-indicator.ts';

/** A thin bar at the very top while any query or mutation is in flight. */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  const visible = useLoadingIndicator(busy, TIMINGS_MS.loadingIndicatorCap);
  if (!visible) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('app.loading')}
      data-testid="global-loading"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    />
  );
}
