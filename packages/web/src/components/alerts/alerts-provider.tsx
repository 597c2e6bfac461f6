import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { AlertsContext } from './alerts-context.ts';
import { appAlerts, type AlertStore } from './alerts-store.ts';

// The stack draws with MUI: it is fetched when the first alert shows, so a page that never shows
// one (the sign-in page, the app's first load) does not bring MUI.
const ThemedAlertStack = lazy(() => import('./themed-alert-stack.tsx'));

function LazyAlertStack({ store }: { store: AlertStore }) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  if (alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ThemedAlertStack store={store} />
    </Suspense>
  );
}

export function AlertsProvider({
  children,
  store = appAlerts,
}: {
  children: ReactNode;
  store?: AlertStore;
}) {
  return (
    <AlertsContext value={store}>
      {children}
      <LazyAlertStack store={store} />
    </AlertsContext>
  );
}
