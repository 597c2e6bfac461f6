import type { QueryClient } from '@tanstack/react-query';
import { ALERT_TYPE } from '@siteline/shared';
import { appAlerts } from '../components/alerts/alerts-store.ts';
import { revokeRefreshToken } from '../features/auth/api/sign-out.ts';
import { onSignOut, type SignOutReason } from '../lib/auth-store.ts';
import type { AppRouter } from './router.tsx';
import { loadLocales } from '../lib/i18n.ts';

await loadLocales('features/auth');

const SIGN_OUT_NOTICE: Partial<Record<SignOutReason, string>> = {
  'no-projects': 'auth.noProjects',
  expired: 'auth.redirect.expired',
  forbidden: 'auth.redirect.forbidden',
  'other-tab': 'auth.redirect.otherTab',
};

/**
 * What ending a session does, whoever ends it (user, 403, failed refresh, empty project list,
 * a public page): revoke the refresh token, drop every cached answer, and return to login.
 */
export function registerSessionHandlers(router: AppRouter, queryClient: QueryClient): () => void {
  return onSignOut(({ reason, session }) => {
    // An expired refresh token is already dead on the server; another tab revoked its own.
    if (reason !== 'expired' && reason !== 'other-tab') void revokeRefreshToken(session);
    if (reason === 'public-page') {
      queryClient.clear();
      return;
    }
    // Never sent away silently: the login page says why (spec 000 §8 notices).
    const notice = SIGN_OUT_NOTICE[reason];
    if (notice) appAlerts.show({ type: ALERT_TYPE.warning, message: notice });
    // After an expiry the user signs in again and comes back to where they were.
    const here = router.state.location.href;
    // Cleared once the signed-in pages are gone, so none of them refetches in between.
    void router
      .navigate({ to: '/login', search: reason === 'expired' ? { redirect: here } : {} })
      .finally(() => queryClient.clear());
  });
}
