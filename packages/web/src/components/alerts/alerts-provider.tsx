import type { ReactNode } from 'react';
import { AlertsContext } from './alerts-context.ts';
import { AlertStack } from './alert-stack.tsx';
import { appAlerts, type AlertStore } from './alerts-store.ts';

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
      <AlertStack store={store} />
    </AlertsContext>
  );
}
