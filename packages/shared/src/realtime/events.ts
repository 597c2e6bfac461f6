/**
 * The typed Socket.IO event map shared by server and web (STYLE.md habit 8). Delivery is at most
 * once: the database holds the truth, and a client re-fetches on reconnect.
 */
export interface JoinProjectAck {
  ok: boolean;
  error?: string;
}

/** spec 000 §3 "Unauthorized read". */
export interface UnauthorizedAlert {
  WorkerName: string;
  ZoneName: string;
  DateTimeLocal: string;
}

/** spec 000 §3 "Density alert". */
export interface DensityAlert {
  ProjectZoneAlertFactId: number;
  ProjectZoneId: number;
  ZoneName: string;
  IsCurrentlyActive: boolean;
  TriggerDateTimeLocal: string;
}

/** spec 000 §7: the message realtime_dashboard with its actions. */
export type RealtimeDashboardMessage =
  | { action: 'unauthorized_alert'; data: UnauthorizedAlert }
  | { action: 'density_alert'; data: DensityAlert };

export interface ClientToServerEvents {
  join_project: (projectId: number, ack: (answer: JoinProjectAck) => void) => void;
  leave_project: (projectId: number) => void;
}

export interface ServerToClientEvents {
  realtime_dashboard: (message: RealtimeDashboardMessage) => void;
}

export function projectRoom(projectId: number): string {
  return `project:${projectId}`;
}
