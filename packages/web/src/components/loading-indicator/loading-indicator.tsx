import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { TIMINGS_MS } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useLoadingIndicator } from './use-loading-indicator.ts';

/**
 * A thin bar at the very top while any query or mutation is in flight, and while the router is
 * on its way to a screen (its code or its loader still loading: the old screen stays up until the
 * new one can draw, so without the bar a followed link would look ignored). MUI's indeterminate
 * LinearProgress in the secondary colour, drawn by app/plain.css (it runs before MUI loads).
 */
export function LoadingIndicator({ router }: { router?: AnyRouter }) {
  return router ? <WhileNavigating router={router} /> : <Bar navigating={false} />;
}

function WhileNavigating({ router }: { router: AnyRouter }) {
  const navigating = useRouterState({ router, select: (state) => state.status === 'pending' });
  return <Bar navigating={navigating} />;
}

function Bar({ navigating }: { navigating: boolean }) {
  const { t } = useTranslation();
  const requests = useIsFetching() + useIsMutating();
  const busy = navigating || requests > 0;
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
