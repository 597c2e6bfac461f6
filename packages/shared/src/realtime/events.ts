import type { EvacuationChange } from '../evacuation/evacuation.schemas.ts';

/**
 * The typed Socket.IO event map shared by server and web (STYLE.md habit 8). Delivery is at most
 * once: the database holds the truth, and a client re-fetches on reconnect.
 */
export interface JoinProjectAck {
  ok: boolean;
  error?: string;
}

/**
 * spec 000 §3 "Unauthorized read", pushed for every live denied read of a known worker while the
 * project's UnauthorizedAlertEnabled is on. A contractor-scoped member receives only those of its
 * contracts' workers.
 */
export interface UnauthorizedAlert {
  WorkerId: number;
  WorkerName: string;
  ContractId: number | null;
  ProjectZoneId: number | null;
  ZoneName: string;
  /** Project-local 'YYYY-MM-DDTHH:mm:ss'. */
  DateTimeLocal: string;
}

/**
 * spec 000 §3 "Density alert", pushed when a zone-density fact is raised (IsCurrentlyActive true)
 * and when it resolves (false); the same fact keeps its ProjectZoneAlertFactId (spec 000 §4: an
 * entry with the same id is replaced). The fields are those of RealtimeDensityAlert.
 */
export interface DensityAlert {
  ProjectZoneAlertFactId: number;
  ProjectZoneId: number;
  ZoneName: string;
  IsCurrentlyActive: boolean;
  /** Project-local 'YYYY-MM-DDTHH:mm:ss'. */
  TriggerDateTimeLocal: string;
  ResolvedDateTimeLocal: string | null;
  WorkerCount: number;
  OverWorkerCutoffValue: number;
}

/** A push as its publisher builds it: one of the actions of spec 000 §7 and its data. */
export type RealtimeDashboardPush =
  | { action: 'unauthorized_alert'; data: UnauthorizedAlert }
  | { action: 'density_alert'; data: DensityAlert };

/**
 * Alert facts changed (raised, resolved, snoozed, active again, acknowledged): an open overview
 * reads its facts again. Published per contract (null: the project's own facts), so a
 * contractor limited to companies hears only of the facts it may see.
 */
export interface AlertFactsChange {
  ContractId: number | null;
  AlertFactIds: number[];
}
export type AlertFactsMessage = AlertFactsChange & { ProjectId: number };

/** spec 002 §5: a session created, finished or changed, a person added or changed. */
export type EvacuationMessage = EvacuationChange & {
  ProjectId: number;
  /** When the server published it (epoch ms): older than EVACUATION_PUSH_TTL_MS, it is stale. */
  PublishedAt: number;
};

/**
 * spec 002 §7: "a publish has a time-to-live of 10 seconds". A push that reaches a screen later
 * (held in a reconnecting socket's buffer) is not applied as it is: the screen reads the session
 * again instead.
 */
export const EVACUATION_PUSH_TTL_MS = 10_000;

/**
 * spec 000 §7: the message realtime_dashboard with its actions, as a client receives it. The
 * server stamps the project it was published into, so a client that has (or had) several
 * projects' rooms can tell whose push it is and drop the others.
 */
export type RealtimeDashboardMessage = RealtimeDashboardPush & { ProjectId: number };

export interface ClientToServerEvents {
  join_project: (projectId: number, ack: (answer: JoinProjectAck) => void) => void;
  leave_project: (projectId: number) => void;
}

export interface ServerToClientEvents {
  realtime_dashboard: (message: RealtimeDashboardMessage) => void;
  alert_facts: (message: AlertFactsMessage) => void;
  evacuation: (message: EvacuationMessage) => void;
}

export function projectRoom(projectId: number): string {
  return `project:${projectId}`;
}
