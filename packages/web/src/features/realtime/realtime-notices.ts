import type { DensityAlert, RealtimeDashboardMessage, UnauthorizedAlert } from '@siteline/shared';

/** spec 000 §4: density and unauthorized alerts pushed live are displayed for 10 s. */
export const REALTIME_NOTICE_MS = 10_000;

export type RealtimeNotice =
  | { key: string; kind: 'unauthorized'; alert: UnauthorizedAlert; expiresAt: number }
  | { key: string; kind: 'density'; alert: DensityAlert; expiresAt: number }
  | { key: string; kind: 'densityResolved'; alert: DensityAlert; expiresAt: number };

export interface RealtimeNoticeState {
  notices: readonly RealtimeNotice[];
  /** Density facts known to be active (from the list or from pushes). */
  activeFacts: ReadonlySet<number>;
  nextId: number;
}

export const initialNoticeState: RealtimeNoticeState = {
  notices: [],
  activeFacts: new Set(),
  nextId: 1,
};

const densityKey = (factId: number) => `density-${factId}`;

/** The density facts the server lists as active: a later push resolving one is news. */
export function knowActiveFacts(
  state: RealtimeNoticeState,
  alerts: readonly DensityAlert[],
): RealtimeNoticeState {
  const activeFacts = new Set(state.activeFacts);
  for (const alert of alerts) {
    if (alert.IsCurrentlyActive) activeFacts.add(alert.ProjectZoneAlertFactId);
  }
  return { ...state, activeFacts };
}

/**
 * spec 000 §4: a density push replaces the entry with the same ProjectZoneAlertFactId (and
 * shows it for another 10 s); a fact that was active and is now resolved shows the resolved
 * notice. Unauthorized reads each get their own entry.
 */
export function applyPush(
  state: RealtimeNoticeState,
  message: RealtimeDashboardMessage,
  now: number,
): RealtimeNoticeState {
  const expiresAt = now + REALTIME_NOTICE_MS;
  if (message.action === 'unauthorized_alert') {
    const notice: RealtimeNotice = {
      key: `unauthorized-${state.nextId}`,
      kind: 'unauthorized',
      alert: message.data,
      expiresAt,
    };
    return { ...state, notices: [...state.notices, notice], nextId: state.nextId + 1 };
  }
  const alert = message.data;
  const factId = alert.ProjectZoneAlertFactId;
  const key = densityKey(factId);
  const existing = state.notices.find((notice) => notice.key === key);
  const wasActive = state.activeFacts.has(factId) || existing?.kind === 'density';
  const activeFacts = new Set(state.activeFacts);
  if (alert.IsCurrentlyActive) activeFacts.add(factId);
  else activeFacts.delete(factId);

  let notice: RealtimeNotice | null;
  if (alert.IsCurrentlyActive) notice = { key, kind: 'density', alert, expiresAt };
  else if (wasActive || existing) notice = { key, kind: 'densityResolved', alert, expiresAt };
  else notice = null; // resolved before we ever saw it active: nothing to announce

  let notices: readonly RealtimeNotice[] = state.notices;
  if (existing) {
    notices = notices.flatMap((entry) => (entry.key === key ? (notice ? [notice] : []) : [entry]));
  } else if (notice) {
    notices = [...notices, notice];
  }
  return { ...state, notices, activeFacts };
}

/** Drops what has been on screen for its 10 s. */
export function expireNotices(state: RealtimeNoticeState, now: number): RealtimeNoticeState {
  const notices = state.notices.filter((notice) => notice.expiresAt > now);
  return notices.length === state.notices.length ? state : { ...state, notices };
}

export function dismissNotice(state: RealtimeNoticeState, key: string): RealtimeNoticeState {
  return { ...state, notices: state.notices.filter((notice) => notice.key !== key) };
}

/** When the next notice leaves the screen, or null with none shown. */
export function nextExpiry(state: RealtimeNoticeState): number | null {
  if (state.notices.length === 0) return null;
  return Math.min(...state.notices.map((notice) => notice.expiresAt));
}
