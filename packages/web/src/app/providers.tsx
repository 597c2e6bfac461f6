import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AlertsProvider } from '../components/alerts/alerts-provider.tsx';
import type { AlertStore } from '../components/alerts/alerts-store.ts';
import { LoadingIndicator } from '../components/loading-indicator/loading-indicator.tsx';
import { theme } from './theme.ts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  alertStore?: AlertStore;
  children: ReactNode;
}

/** Theme, query cache, alerts and the global loading bar around the router. */
export function AppProviders({ queryClient, alertStore, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AlertsProvider store={alertStore}>
          <LoadingIndicator />
          {children}
        </AlertsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
