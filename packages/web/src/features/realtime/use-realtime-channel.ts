import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeDashboardMessage, RealtimeTimeframe } from '@siteline/shared';
import { useProjectChannel } from '@/lib/use-project-channel.ts';
import { getRealtimeDensityAlertsQueryOptions } from './api/get-realtime-density-alerts.ts';
import { realtimeLiveQueryKey } from './api/realtime-keys.ts';
import type { RealtimeNotices } from './use-realtime-notices.ts';

/** The presence loop catches up with the reads within a second or two. */
const LAST_SEEN_FOLLOW_UP_MS = 4_000;

export interface UseRealtimeChannelOptions {
  projectId: number;
  timeframe: RealtimeTimeframe;
  notices: RealtimeNotices;
  /** Which pushes to announce: the density and unauthorized views. */
  announce: { density: boolean; unauthorized: boolean };
}

/**
 * The project's pushes into the view (STYLE.md habit 8: into the query cache, not a parallel
 * store): a density alert updates the density list at once, an unauthorized read re-reads the
 * lists it changes; both are announced for 10 s. After a reconnect everything is re-read, since
 * pushes sent meanwhile are lost.
 */
export function useRealtimeChannel({
  projectId,
  timeframe,
  notices,
  announce,
}: UseRealtimeChannelOptions) {
  const queryClient = useQueryClient();
  const followUp = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (followUp.current !== null) window.clearTimeout(followUp.current);
    },
    [],
  );
  const refetchLive = () =>
    queryClient.invalidateQueries({ queryKey: realtimeLiveQueryKey(projectId) });
  const onMessage = (message: RealtimeDashboardMessage) => {
    if (message.action === 'density_alert') {
      const alert = message.data;
      queryClient.setQueryData(
        getRealtimeDensityAlertsQueryOptions(projectId, timeframe).queryKey,
        (alerts) =>
          alerts && [
            alert,
            ...alerts.filter((a) => a.ProjectZoneAlertFactId !== alert.ProjectZoneAlertFactId),
          ],
      );
      if (announce.density) notices.push(message);
      return;
    }
    // The denied read is in the unauthorized list at once; the worker's last-seen zone follows
    // when the presence loop has run, so the lists are read again a few seconds later too.
    void refetchLive();
    if (followUp.current === null) {
      followUp.current = window.setTimeout(() => {
        followUp.current = null;
        void refetchLive();
      }, LAST_SEEN_FOLLOW_UP_MS);
    }
    if (announce.unauthorized) notices.push(message);
  };
  return useProjectChannel(projectId, {
    on: { realtime_dashboard: onMessage },
    onRejoin: () =>
      void queryClient.invalidateQueries({ queryKey: realtimeLiveQueryKey(projectId) }),
  });
}
