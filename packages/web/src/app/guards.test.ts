// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import type { Session } from '../lib/auth-store.ts';
import { setSession } from '../lib/auth-store.ts';
import { appAlerts } from '../components/alerts/alerts-store.ts';
import { translateText } from '../lib/i18n.ts';
import {
  decideRouteAccess,
  guardRoute,
  parseProjectId,
  pickProjectId,
  routeAccess,
} from './guards.ts';

function session(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 60_000,
    userId: 1,
    userName: 'Sam Site',
    permissions: [
      { ProjectId: 3, Permissions: ['ManageAlerts'] },
      { ProjectId: 4, Permissions: [] },
    ],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
    ...overrides,
  };
}

describe('decideRouteAccess', () => {
  it('sends an unauthenticated user to login', () => {
    expect(decideRouteAccess(null, 3, [])).toEqual({ kind: 'login' });
    expect(decideRouteAccess(null, null, undefined)).toEqual({ kind: 'login' });
  });

  it('lets a signed-in user into routes without a project check', () => {
    expect(decideRouteAccess(session(), null, undefined)).toEqual({ kind: 'allow' });
  });

  it('asks only for membership when the route lists no permission', () => {
    expect(decideRouteAccess(session(), 4, [])).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(session(), 5, [])).toEqual({
      kind: 'project-selection',
      reason: 'not-member',
    });
  });

  it('needs any one of the listed permissions for that very project', () => {
    expect(decideRouteAccess(session(), 3, ['ManageZones', 'ManageAlerts'])).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess(session(), 4, ['ManageAlerts'])).toEqual({
      kind: 'project-selection',
      reason: 'no-permission',
    });
  });

  it('lets provider employees pass every check', () => {
    const employee = session({ isProviderEmployee: true, permissions: [] });
    expect(decideRouteAccess(employee, 99, ['ManageUsers'])).toEqual({ kind: 'allow' });
  });

  it('refuses a project route without a usable id', () => {
    expect(decideRouteAccess(session(), null, [])).toEqual({
      kind: 'project-selection',
      reason: 'unknown-project',
    });
  });
});

describe('guardRoute', () => {
  const location = { href: '/project/3/home?x=1' } as ParsedLocation;

  it('redirects to login and keeps the target', () => {
    const thrown = catchThrown(() => guardRoute({ location, params: { id: '3' } }, []));
    expect(isRedirect(thrown)).toBe(true);
    expect(redirectOptions(thrown)).toMatchObject({
      to: '/login',
      search: { redirect: '/project/3/home?x=1' },
    });
  });

  it('redirects to project selection without the permission', () => {
    setSession(session());
    const thrown = catchThrown(() =>
      guardRoute({ location, params: { id: '4' } }, ['ManageAlerts']),
    );
    expect(redirectOptions(thrown)).toMatchObject({ to: '/project' });
  });

  it('says why in a notice, for each reason, but not while preloading a link', () => {
    setSession(session());
    appAlerts.dismissAll();
    const notices = () => appAlerts.getAlerts().map((alert) => translateText(alert.message));
    catchThrown(() => guardRoute({ location, params: { id: '4' } }, ['ManageAlerts']));
    catchThrown(() => guardRoute({ location, params: { id: '77' } }, []));
    catchThrown(() => guardRoute({ location, params: { id: 'abc' } }, []));
    expect(notices()).toEqual([
      'You do not have permission to open that page in this project.',
      'That project is not one of yours, or it does not exist. Choose one of your projects.',
      'That project address is not valid. Choose a project.',
    ]);
    appAlerts.dismissAll();
    catchThrown(() => guardRoute({ location, params: { id: '77' }, preload: true }, []));
    expect(notices()).toEqual([]);
  });

  it('returns quietly when allowed', () => {
    setSession(session());
    expect(() => guardRoute({ location, params: { id: '3' } }, ['ManageAlerts'])).not.toThrow();
  });

  it('keeps the permissions as static data for the navigation', () => {
    expect(routeAccess(['ManageZones']).staticData).toEqual({ permissions: ['ManageZones'] });
    expect(routeAccess().staticData).toEqual({ permissions: undefined });
  });
});

describe('parseProjectId and pickProjectId', () => {
  it('accepts only positive whole numbers', () => {
    expect(parseProjectId('12')).toBe(12);
    expect(parseProjectId('0')).toBeNull();
    expect(parseProjectId('1e3')).toBeNull();
    expect(parseProjectId('abc')).toBeNull();
    expect(parseProjectId(undefined)).toBeNull();
  });

  it('prefers the remembered project while it is still listed, else the first', () => {
    const projects = [{ ProjectId: 5 }, { ProjectId: 8 }];
    expect(pickProjectId(projects, 8)).toBe(8);
    expect(pickProjectId(projects, 2)).toBe(5);
    expect(pickProjectId(projects, null)).toBe(5);
    expect(pickProjectId([], 8)).toBeNull();
  });
});

function catchThrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a redirect');
}

function redirectOptions(thrown: unknown): unknown {
  return (thrown as { options: unknown }).options;
}
