import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AlertsContext } from './alerts-context.ts';
import { appAlerts, type AlertStore } from './alerts-store.ts';

type StackComponent = (props: { store: AlertStore }) => ReactNode;

let loadedStack: StackComponent | null = null;
let loadingStack: Promise<StackComponent> | null = null;

/**
 * The alert stack draws with MUI: it is fetched when the first alert shows, so a page that never
 * shows one (the sign-in page, the app's first load) does not bring MUI. Once fetched it renders
 * at once (tests fetch it up front, as a browser that has it cached).
 */
export function loadAlertStack(): Promise<StackComponent> {
  loadingStack ??= import('./themed-alert-stack.tsx').then((module) => {
    loadedStack = module.default;
    return module.default;
  });
  return loadingStack;
}

function LazyAlertStack({ store }: { store: AlertStore }) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  const [Stack, setStack] = useState<StackComponent | null>(() => loadedStack);
  const needed = alerts.length > 0;
  useEffect(() => {
    if (!needed || Stack) return;
    let live = true;
    void loadAlertStack().then((loaded) => {
      if (live) setStack(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, Stack]);
  return Stack ? <Stack store={store} /> : null;
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
