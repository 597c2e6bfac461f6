/**
 * The typed Socket.IO event map shared by server and web (STYLE.md habit 8). The site-engine
 * issue adds the dashboard events; the foundation carries only the room handshake.
 */
export interface JoinProjectAck {
  ok: boolean;
  error?: string;
}

export interface ClientToServerEvents {
  join_project: (projectId: number, ack: (answer: JoinProjectAck) => void) => void;
  leave_project: (projectId: number) => void;
}

// Filled by the site engine (realtime_dashboard and friends).
export type ServerToClientEvents = Record<never, never>;

export function projectRoom(projectId: number): string {
  return `project:${projectId}`;
}
