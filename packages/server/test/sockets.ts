import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@siteline/shared';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A Socket.IO client as the web opens it (WebSocket only), kept in `opened` for the test to
 * disconnect; resolves on `connect` and rejects with the server's refusal.
 */
export function connectSocket(
  url: string,
  auth: Record<string, unknown>,
  opened: ClientSocket[],
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
