import { useSyncExternalStore } from 'react';
import {
  PERMISSIONS,
  type Permission,
  type ProjectPermissions,
  type TokenResponse,
} from '@siteline/shared';

/** Tokens and user facts, kept in localStorage under one key so a reload keeps the session. */
export const SESSION_STORAGE_KEY = 'siteline.session';
const REMEMBERED_PROJECT_KEY_PREFIX = 'siteline.project.';

export interface Session {
  accessToken: string;
  refreshToken: string;
  jwt: string;
  /** Epoch milliseconds after which the access token is no longer accepted. */
  expiresAt: number;
  userId: number;
  userName: string;
  permissions: ProjectPermissions[];
  isDemoUser: boolean;
  isProviderEmployee: boolean;
  /** The current demo mode, sent as the Demo header (spec 000 §7). */
  demoMode: boolean;
}

// What is read back from storage or a token is checked by hand, not with the shared zod schemas:
// this module is on the first load of every page, and zod would more than double its weight.
// The server checks every token and permission itself; these checks only keep a stale or
// tampered copy from breaking the app.
const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** ProjectPermissionsSchema: `{ ProjectId: integer, Permissions: Permission[] }`. */
function isProjectPermissions(value: unknown): value is ProjectPermissions {
  return (
    isRecord(value) &&
    Number.isInteger(value.ProjectId) &&
    Array.isArray(value.Permissions) &&
    value.Permissions.every(
      (permission): permission is Permission =>
        typeof permission === 'string' && KNOWN_PERMISSIONS.has(permission),
    )
  );
}

function isPermissionList(value: unknown): value is ProjectPermissions[] {
  return Array.isArray(value) && value.every(isProjectPermissions);
}

function isSession(value: unknown): value is Session {
  if (!isRecord(value)) return false;
  const text = (key: string) => typeof value[key] === 'string';
  const flag = (key: string) => typeof value[key] === 'boolean';
  return (
    text('accessToken') &&
    text('refreshToken') &&
    text('jwt') &&
    text('userName') &&
    typeof value.expiresAt === 'number' &&
    Number.isInteger(value.userId) &&
    isPermissionList(value.permissions) &&
    flag('isDemoUser') &&
    flag('isProviderEmployee') &&
    flag('demoMode')
  );
}

export type SignOutReason =
  | 'user'
  | 'forbidden'
  | 'expired'
  | 'no-projects'
  | 'public-page'
  /** Signed out in another tab of the same browser: this tab follows at once. */
  | 'other-tab';
export interface SignOutEvent {
  reason: SignOutReason;
  session: Session;
}

const listeners = new Set<() => void>();
const signOutListeners = new Set<(event: SignOutEvent) => void>();
let cached: Session | null | undefined;

/** The token's permission list is a JSON string (spec 000 §3); anything unreadable grants nothing. */
export function parsePermissions(raw: string): ProjectPermissions[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPermissionList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * A session from a token answer. A refresh keeps the demo mode the user chose; a sign-in follows
 * the user's demo flag (spec 000 §1).
 */
export function sessionFromToken(
  token: TokenResponse,
  previous: Session | null = null,
  now: number = Date.now(),
): Session {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    jwt: token.jwt,
    expiresAt: now + token.expires_in * 1000,
    userId: token.userId,
    userName: token.userName,
    permissions: parsePermissions(token.permissions),
    isDemoUser: token.isDemoUser,
    isProviderEmployee: token.isProviderEmployee,
    demoMode: previous?.demoMode ?? token.isDemoUser,
  };
}

function readStored(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = readStored();
  return cached;
}

export function setSession(session: Session): void {
  cached = session;
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function updateSession(patch: Partial<Session>): void {
  const current = getSession();
  if (current) setSession({ ...current, ...patch });
}

/** Clears the stored session and tells the app why (spec 000 §4 "Session"). */
export function signOut(reason: SignOutReason): void {
  const session = getSession();
  cached = null;
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
  if (session) for (const listener of signOutListeners) listener({ reason, session });
}

export function onSignOut(listener: (event: SignOutEvent) => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Another tab signing in or out changes the same storage key (the storage event reaches every
 * other tab of the origin). A sign-out there ends this tab's session too, through the same
 * handlers as any sign-out, so its pages leave at once rather than at the next request.
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const previous = getSession();
    cached = readStored();
    notify();
    if (previous && !cached) {
      for (const listener of signOutListeners) listener({ reason: 'other-tab', session: previous });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function getRememberedProjectId(userId: number): number | null {
  const raw = window.localStorage.getItem(`${REMEMBERED_PROJECT_KEY_PREFIX}${userId}`);
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberProject(userId: number, projectId: number): void {
  window.localStorage.setItem(`${REMEMBERED_PROJECT_KEY_PREFIX}${userId}`, String(projectId));
}

/** Drops the in-memory copy; tests use it after touching localStorage directly. */
export function resetSessionCache(): void {
  cached = undefined;
}
