import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { ALERT_TYPE } from '@siteline/shared';
import { appAlerts } from '../components/alerts/alerts-store.ts';
import { describeError } from '../lib/api-error.ts';
import { syncSessionAcrossTabs } from '../lib/auth-store.ts';
import { installErrorReporting, installWebVitals } from '../lib/error-reporting.ts';
import '../lib/i18n.ts';
import '../lib/theme/tokens.css';
import './plain.css';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { installServiceWorker } from './service-worker.ts';
import { registerSessionHandlers } from './session-handlers.ts';

installErrorReporting();
syncSessionAcrossTabs();
installServiceWorker();

// spec 000 §8: failed calls nobody handled become the generic alerts.
const queryClient = createQueryClient((error) => {
  const { message, durationMs } = describeError(error);
  appAlerts.show({ type: ALERT_TYPE.error, message, durationMs });
});
const router = createAppRouter(queryClient);
registerSessionHandlers(router, queryClient);
// Timings are filed by route pattern (`/project/$id/home`), never by the ids in the address.
installWebVitals(() => router.state.matches.at(-1)?.fullPath ?? window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser breathe in between, instead of one long task on a slow phone (issue 9).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
