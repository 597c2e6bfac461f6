import type { EvacuationChange } from '../evacuation/evacuation.schemas.ts';
import type { Permission } from '../permissions.ts';

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
/**
 * The events the server pushes, each with what a member must hold to receive it: a permission of
 * the project (null: membership alone), as the HTTP routes that answer the same facts ask. The
 * server checks it for every socket (it joins only the rooms its permissions and company scope
 * allow), and whoever publishes names the audience; nothing else decides who hears an event.
 */
export const REALTIME_EVENTS = {
  /** spec 000 §7: the live dashboard's alerts (GET .../realtime/* ask membership). */
  realtime_dashboard: { permission: null },
  /** The alert overview's facts (GET .../alerts/facts asks membership). */
  alert_facts: { permission: null },
  /** spec 002 §5: the roll call (every evacuation route asks RealtimeEvacuationReport). */
  evacuation: { permission: 'RealtimeEvacuationReport' },
} as const satisfies Record<string, { permission: Permission | null }>;

export type RealtimeEvent = keyof typeof REALTIME_EVENTS;
export const REALTIME_EVENT_NAMES = Object.keys(REALTIME_EVENTS) as RealtimeEvent[];

/** What a publisher gives for each event. */
export interface RealtimePayloads {
  realtime_dashboard: RealtimeDashboardPush;
  alert_facts: AlertFactsChange;
  evacuation: EvacuationChange;
}

/**
 * Who among those holding the event's permission hears it: `project`, every one of them (a zone,
 * a reader, the session itself, a visitor); `{ contractId }`, something of one contract's person,
 * which a member limited to companies hears only for its own contracts (null: a person of no
 * contract, only the unlimited members).
 */
export type RealtimeAudience = 'project' | { contractId: number | null };

/**
 * A message as a client receives it: the server stamps the project it was published into (a
 * client that has, or had, several projects' rooms can tell whose push it is and drop the others)
 * and when it published it (epoch ms).
 */
export type RealtimeMessage<E extends RealtimeEvent> = RealtimePayloads[E] & {
  ProjectId: number;
  PublishedAt: number;
};

export type AlertFactsMessage = RealtimeMessage<'alert_facts'>;

/** spec 002 §5: a session created, finished or changed, a person added or changed. */
export type EvacuationMessage = RealtimeMessage<'evacuation'>;

/**
 * spec 002 §7: "a publish has a time-to-live of 10 seconds". A push that reaches a screen later
 * (held in a reconnecting socket's buffer) is not applied as it is: the screen reads the session
 * again instead.
 */
export const EVACUATION_PUSH_TTL_MS = 10_000;

/** spec 000 §7: the message realtime_dashboard with its actions, as a client receives it. */
export type RealtimeDashboardMessage = RealtimeMessage<'realtime_dashboard'>;

export interface ClientToServerEvents {
  join_project: (projectId: number, ack: (answer: JoinProjectAck) => void) => void;
  leave_project: (projectId: number) => void;
}

export type ServerToClientEvents = {
  [E in RealtimeEvent]: (message: RealtimeMessage<E>) => void;
};

export function projectRoom(projectId: number): string {
  return `project:${projectId}`;
}
