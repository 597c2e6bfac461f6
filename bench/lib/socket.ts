import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  JoinProjectAck,
  ServerToClientEvents,
} from '../../packages/shared/src/index.ts';

export type BenchClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A Socket.IO client as the web opens it (WebSocket only), joined to the project's room. */
export async function connectToProject(
  url: string,
  token: string,
  projectId: number,
): Promise<BenchClient> {
  const client: BenchClient = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token, demo: false },
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  const ack = (await client
    .timeout(10_000)
    .emitWithAck('join_project', projectId)) as JoinProjectAck;
  if (!ack.ok) throw new Error(`join refused: ${ack.error ?? ''}`);
  return client;
}
