import { useEffect, useRef, useSyncExternalStore } from 'react';
import type {
  AlertFactsMessage,
  EvacuationMessage,
  RealtimeDashboardMessage,
} from '@siteline/shared';
import {
  getChannelStatus,
  subscribeChannelStatus,
  subscribeProjectChannel,
  type ChannelStatus,
} from './socket.ts';

export interface UseProjectChannelOptions {
  onMessage?: (message: RealtimeDashboardMessage) => void;
  onAlertFacts?: (message: AlertFactsMessage) => void;
  onEvacuation?: (message: EvacuationMessage) => void;
  onRejoin: () => void;
  onFirstJoin?: () => void;
  onPublishError?: () => void;
}

/**
 * What a screen says while its channel is not live: "Connecting…" until the first connection,
 * "Reconnecting…" once one was lost (each screen words "Live" its own way).
 */
export function channelWaitKey(status: ChannelStatus) {
  return status === 'reconnecting' ? 'channel.reconnecting' : 'channel.connecting';
}

/** The project's push channel while the component is mounted; answers the connection status. */
export function useProjectChannel(
  projectId: number,
  options: UseProjectChannelOptions,
): ChannelStatus {
  // The latest handlers, without re-joining the room each render.
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  useEffect(
    () =>
      subscribeProjectChannel(projectId, {
        onMessage: (message) => handlers.current.onMessage?.(message),
        onAlertFacts: (message) => handlers.current.onAlertFacts?.(message),
        onEvacuation: (message) => handlers.current.onEvacuation?.(message),
        onRejoin: () => handlers.current.onRejoin(),
        onFirstJoin: () => handlers.current.onFirstJoin?.(),
        onPublishError: () => handlers.current.onPublishError?.(),
      }),
    [projectId],
  );
  return useSyncExternalStore(subscribeChannelStatus, getChannelStatus, getChannelStatus);
}
