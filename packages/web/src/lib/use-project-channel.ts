import { useEffect, useRef, useSyncExternalStore } from 'react';
import { REALTIME_EVENT_NAMES } from '@siteline/shared/realtime/events';
import {
  getChannelStatus,
  subscribeChannelStatus,
  subscribeProjectChannel,
  type ChannelHandlers,
  type ChannelStatus,
} from './socket.ts';

export interface UseProjectChannelOptions {
  /** The events of the shared map the screen follows, each with its handler. */
  on?: ChannelHandlers;
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
        on: latest(() => handlers.current.on),
        onRejoin: () => handlers.current.onRejoin(),
        onFirstJoin: () => handlers.current.onFirstJoin?.(),
        onPublishError: () => handlers.current.onPublishError?.(),
      }),
    [projectId],
  );
  return useSyncExternalStore(subscribeChannelStatus, getChannelStatus, getChannelStatus);
}

/** Handlers that call the screen's latest ones (read at each push, not at subscription). */
function latest(current: () => ChannelHandlers | undefined): ChannelHandlers {
  const relay: Record<string, (message: never) => void> = {};
  for (const event of REALTIME_EVENT_NAMES) {
    relay[event] = (message) => (current()?.[event] as ((m: never) => void) | undefined)?.(message);
  }
  return relay;
}
