import { createContext, useContext } from 'react';
import { appAlerts, type AlertStore } from './alerts-store.ts';

export const AlertsContext = createContext<AlertStore>(appAlerts);

export function useAlerts(): AlertStore {
  return useContext(AlertsContext);
}
