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
  onPublishError?: () => void;
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
        onPublishError: () => handlers.current.onPublishError?.(),
      }),
    [projectId],
  );
  return useSyncExternalStore(subscribeChannelStatus, getChannelStatus, getChannelStatus);
}
