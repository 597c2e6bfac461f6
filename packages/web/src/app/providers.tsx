import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { AlertsProvider } from '../components/alerts/alerts-provider.tsx';
import type { AlertStore } from '../components/alerts/alerts-store.ts';
import { LoadingIndicator } from '../components/loading-indicator/loading-indicator.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  alertStore?: AlertStore;
  /** The app's router, so the loading bar also shows while a screen is on its way. */
  router?: AnyRouter;
  children: ReactNode;
}

/**
 * Query cache, alerts and the global loading bar around the router. No MUI here: its theme wraps
 * the signed-in shell (app-layout.tsx) and the alert stack, so the public pages load without it.
 */
export function AppProviders({ queryClient, alertStore, router, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alertStore}>
        <LoadingIndicator router={router} />
        {children}
      </AlertsProvider>
    </QueryClientProvider>
  );
}
