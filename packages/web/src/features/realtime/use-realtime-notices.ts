import { useCallback, useEffect, useState } from 'react';
import type { DensityAlert, RealtimeDashboardMessage } from '@siteline/shared';
import {
  applyPush,
  dismissNotice,
  expireNotices,
  initialNoticeState,
  knowActiveFacts,
  nextExpiry,
  type RealtimeNotice,
} from './realtime-notices.ts';

export interface RealtimeNotices {
  notices: readonly RealtimeNotice[];
  push: (message: RealtimeDashboardMessage) => void;
  dismiss: (key: string) => void;
}

/** The live notices of the realtime view, each removed 10 s after its latest push. */
export function useRealtimeNotices(
  densityAlerts: readonly DensityAlert[] | undefined,
): RealtimeNotices {
  const [state, setState] = useState(initialNoticeState);

  useEffect(() => {
    if (densityAlerts) setState((current) => knowActiveFacts(current, densityAlerts));
  }, [densityAlerts]);

  const expiry = nextExpiry(state);
  useEffect(() => {
    if (expiry === null) return;
    const timer = window.setTimeout(
      () => setState((current) => expireNotices(current, Date.now())),
      Math.max(0, expiry - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [expiry]);

  const push = useCallback(
    (message: RealtimeDashboardMessage) =>
      setState((current) => applyPush(current, message, Date.now())),
    [],
  );
  const dismiss = useCallback(
    (key: string) => setState((current) => dismissNotice(current, key)),
    [],
  );
  return { notices: state.notices, push, dismiss };
}
