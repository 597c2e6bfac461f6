import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { ALERT_TYPE, hasProjectPermission, type Permission, type Project } from '@siteline/shared';
import { appAlerts } from '../components/alerts/alerts-store.ts';
import { getSession, signOut, type Session } from '../lib/auth-store.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The route needs any one of these for the project in its path (spec 000 §6); an empty list
     * asks only for membership of the project. Absent: no project check.
     */
    permissions?: readonly Permission[];
  }
}

/** Why a user is sent to project selection: each says so in a notice, never silently. */
export type ProjectSelectionReason = 'unknown-project' | 'not-member' | 'no-permission';

export type RouteAccess =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'project-selection'; reason: ProjectSelectionReason };

/** The notice of each reason (features/auth locales). */
export const PROJECT_SELECTION_NOTICE: Record<ProjectSelectionReason, string> = {
  'unknown-project': 'auth.redirect.unknownProject',
  'not-member': 'auth.redirect.notMember',
  'no-permission': 'auth.redirect.noPermission',
};

/**
 * spec 000 §2: an unauthenticated user goes to login; a user lacking the route's permission for
 * that project goes to project selection. Provider employees pass every check.
 */
export function decideRouteAccess(
  session: Session | null,
  projectId: number | null,
  permissions: readonly Permission[] | undefined,
): RouteAccess {
  if (!session) return { kind: 'login' };
  if (permissions === undefined) return { kind: 'allow' };
  if (projectId === null || !Number.isInteger(projectId) || projectId <= 0) {
    return { kind: 'project-selection', reason: 'unknown-project' };
  }
  if (hasProjectPermission(session, projectId, permissions)) return { kind: 'allow' };
  // Another project or an id that does not exist look the same from here, as from the server
  // (403 either way, so ids cannot be probed).
  const member = session.permissions.some((entry) => entry.ProjectId === projectId);
  return { kind: 'project-selection', reason: member ? 'no-permission' : 'not-member' };
}

export function parseProjectId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What a guard reads of TanStack's beforeLoad argument. Deliberately not `matches`: its type is
 * the registered router's, which would make the route table's type refer to itself.
 */
export interface GuardContext {
  location: ParsedLocation;
  params: object;
  /** A preload (hovering a link) decides the same but tells the user nothing. */
  preload?: boolean;
}

/**
 * The guard as a route option. Its argument is typed loosely on purpose: a typed one would make
 * TanStack infer the route's path parameters from GuardContext (`object`) instead of its path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GuardFn = (ctx: any) => void;

export function guardRoute(ctx: GuardContext, permissions?: readonly Permission[]): void {
  const projectId = parseProjectId('id' in ctx.params ? ctx.params.id : undefined);
  const access = decideRouteAccess(getSession(), projectId, permissions);
  // TanStack redirects are thrown Responses; `throw: true` makes redirect() throw them itself.
  switch (access.kind) {
    case 'allow':
      return;
    case 'login':
      redirect({ to: '/login', search: { redirect: ctx.location.href }, throw: true });
      return;
    case 'project-selection':
      if (!ctx.preload) {
        appAlerts.show({
          type: ALERT_TYPE.warning,
          message: PROJECT_SELECTION_NOTICE[access.reason],
        });
      }
      redirect({ to: '/project', throw: true });
      return;
  }
}

/**
 * A route's entry in the table: its permissions, kept as static data for the navigation to read,
 * and the guard that enforces them. No argument: signed-in users only, no project check.
 */
export function routeAccess(permissions?: readonly Permission[]) {
  return {
    staticData: { permissions },
    beforeLoad: ((ctx: GuardContext) => guardRoute(ctx, permissions)) as GuardFn,
  };
}

/** /reset-request, /reset/… and /request-access sign the user out on entry (spec 000 §2). */
export function signOutOnEntry({ preload }: { preload: boolean }): void {
  if (!preload && getSession()) signOut('public-page');
}

/** A project page without a usable id: the remembered project if still listed, else the first. */
export function pickProjectId(
  projects: readonly Pick<Project, 'ProjectId'>[],
  rememberedId: number | null,
): number | null {
  if (rememberedId !== null && projects.some((project) => project.ProjectId === rememberedId)) {
    return rememberedId;
  }
  return projects[0]?.ProjectId ?? null;
}
