import { ALERT_DURATION_MS, ALERT_TYPE, type AlertType } from '@siteline/shared';
import { describeError } from '@/lib/api-error.ts';

/** One notice: a type of spec 000 §8 (1 success … 4 error) and how long it stays. */
export interface AppAlert {
  id: number;
  type: AlertType;
  /** An app i18n key or an English sentence from the spec or the server; translated on display. */
  message: string;
  durationMs: number;
}

export interface AlertInput {
  type: AlertType;
  message: string;
  durationMs?: number;
}

export interface AlertStore {
  show: (alert: AlertInput) => number;
  success: (message: string, durationMs?: number) => number;
  error: (message: string, durationMs?: number) => number;
  /** A failed call, as spec 000 §8 shows it: its messages for 5 s, else the server error for 6 s. */
  fail: (error: unknown) => number;
  dismiss: (id: number) => void;
  dismissAll: () => void;
  getAlerts: () => readonly AppAlert[];
  subscribe: (listener: () => void) => () => void;
}

export function createAlertStore(): AlertStore {
  let alerts: readonly AppAlert[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const show = ({ type, message, durationMs = ALERT_DURATION_MS.default }: AlertInput) => {
    const id = nextId++;
    alerts = [...alerts, { id, type, message, durationMs }];
    emit();
    return id;
  };
  return {
    show,
    success: (message, durationMs) => show({ type: ALERT_TYPE.success, message, durationMs }),
    error: (message, durationMs) => show({ type: ALERT_TYPE.error, message, durationMs }),
    fail: (error) => show({ type: ALERT_TYPE.error, ...describeError(error) }),
    dismiss: (id) => {
      alerts = alerts.filter((alert) => alert.id !== id);
      emit();
    },
    dismissAll: () => {
      alerts = [];
      emit();
    },
    getAlerts: () => alerts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's store, also reachable from outside React (the query client's error handler). */
export const appAlerts = createAlertStore();
