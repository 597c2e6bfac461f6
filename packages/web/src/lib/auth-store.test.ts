// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@siteline/shared';
import {
  SESSION_STORAGE_KEY,
  getRememberedProjectId,
  getSession,
  onSignOut,
  parsePermissions,
  rememberProject,
  resetSessionCache,
  sessionFromToken,
  setSession,
  signOut,
  syncSessionAcrossTabs,
  type SignOutEvent,
} from './auth-store.ts';

const TOKEN: TokenResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  jwt: 'jwt',
  token_type: 'bearer',
  expires_in: 1800,
  userId: 4,
  userName: 'Alex Super',
  permissions: '[{"ProjectId":3,"Permissions":["ManageZones"]}]',
  isDemoUser: true,
  isProviderEmployee: true,
  isVisibilityOnlyUser: false,
};

describe('auth store', () => {
  it('builds a session from a token answer: expiry, parsed permissions, demo flag', () => {
    const session = sessionFromToken(TOKEN, null, 1_000);
    expect(session.expiresAt).toBe(1_000 + 1_800_000);
    expect(session.permissions).toEqual([{ ProjectId: 3, Permissions: ['ManageZones'] }]);
    expect(session.demoMode).toBe(true);
  });

  it('keeps the chosen demo mode through a refresh', () => {
    const first = { ...sessionFromToken(TOKEN), demoMode: false };
    expect(sessionFromToken(TOKEN, first).demoMode).toBe(false);
  });

  it('grants nothing for an unreadable permission list', () => {
    expect(parsePermissions('not json')).toEqual([]);
    expect(parsePermissions('[{"ProjectId":"x"}]')).toEqual([]);
  });

  it('keeps tokens and user facts in localStorage under one key', () => {
    setSession(sessionFromToken(TOKEN));
    expect(Object.keys(window.localStorage)).toEqual([SESSION_STORAGE_KEY]);
    resetSessionCache();
    expect(getSession()?.userName).toBe('Alex Super');
  });

  it('ignores a stored session of the wrong shape', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken":1}');
    expect(getSession()).toBeNull();
  });

  it('clears the session on sign-out but remembers the project per user', () => {
    setSession(sessionFromToken(TOKEN));
    rememberProject(4, 3);
    rememberProject(5, 9);
    signOut('user');
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getRememberedProjectId(4)).toBe(3);
    expect(getRememberedProjectId(5)).toBe(9);
    expect(getRememberedProjectId(6)).toBeNull();
  });

  it('a sign-out in another tab signs this tab out at once, through the sign-out handlers', () => {
    setSession(sessionFromToken(TOKEN));
    const events: SignOutEvent[] = [];
    const stopListening = onSignOut((event) => events.push(event));
    const stopSync = syncSessionAcrossTabs();
    try {
      // What the browser does here when another tab removes the key.
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
      expect(getSession()).toBeNull();
      expect(events.map((e) => [e.reason, e.session.userId])).toEqual([['other-tab', 4]]);
    } finally {
      stopSync();
      stopListening();
    }
  });
});
