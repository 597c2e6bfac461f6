import type { QueryClient } from '@tanstack/react-query';
import { REALTIME_DEFAULT_TIMEFRAME, type RealtimeTimeframe } from '@siteline/shared';
import { getRealtimeAreasQueryOptions } from './get-realtime-areas.ts';
import { getRealtimeConfigurationQueryOptions } from './get-realtime-configuration.ts';
import { getRealtimeDensityAlertsQueryOptions } from './get-realtime-density-alerts.ts';
import { getRealtimeLastSeenQueryOptions } from './get-realtime-last-seen.ts';
import { getRealtimeUnauthorizedReadsQueryOptions } from './get-realtime-unauthorized-reads.ts';
import { prefetchQuietly } from '@/lib/query-client.ts';

/**
 * What the realtime page draws first, asked for while its code is still on its way (the route's
 * loader) and all at once: the crews no longer wait for the configuration's answer, nor the
 * area's picture (the page's largest paint) for the page to draw.
 */
export function prefetchRealtime(
  queryClient: QueryClient,
  projectId: number,
  /** The address's; left out, the page's default. */
  asked: RealtimeTimeframe | undefined,
): void {
  const timeframe = asked ?? REALTIME_DEFAULT_TIMEFRAME;
  void prefetchQuietly(queryClient, getRealtimeConfigurationQueryOptions(projectId));
  void prefetchQuietly(queryClient, getRealtimeAreasQueryOptions(projectId));
  void prefetchQuietly(queryClient, getRealtimeLastSeenQueryOptions(projectId, timeframe));
  void prefetchQuietly(queryClient, getRealtimeUnauthorizedReadsQueryOptions(projectId, timeframe));
  void prefetchQuietly(queryClient, getRealtimeDensityAlertsQueryOptions(projectId, timeframe));
}
