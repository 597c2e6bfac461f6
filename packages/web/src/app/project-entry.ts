import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getRememberedProjectId, getSession, signOut } from '../lib/auth-store.ts';
import type { Permission } from '@siteline/shared';
import { guardRoute, parseProjectId, pickProjectId, type GuardContext } from './guards.ts';

interface EnterProjectContext extends GuardContext {
  params: { id: string };
  context: { queryClient: QueryClient };
}

/**
 * beforeLoad of /project/$id (spec 000 §2): a usable id is checked like any route; otherwise the
 * remembered project, else the first, and then its home page. No project at all signs out.
 */
async function enterProjectRoute(
  ctx: EnterProjectContext,
  permissions: readonly Permission[],
): Promise<void> {
  const session = getSession();
  if (!session || parseProjectId(ctx.params.id) !== null) {
    guardRoute(ctx, permissions);
    return;
  }
  // Loaded here, not with the route tree: the projects call and its schema (zod) are not needed
  // on the first load of the sign-in page.
  const { getProjectsQueryOptions } = await import('../features/projects/api/get-projects.ts');
  const projects = await ctx.context.queryClient.ensureQueryData(getProjectsQueryOptions());
  const id = pickProjectId(projects.Data, getRememberedProjectId(session.userId));
  if (id === null && session.isProviderEmployee) {
    // No project yet: the selection page offers to create one.
    redirect({ to: '/project', throw: true });
    return;
  }
  if (id === null) {
    signOut('no-projects');
    redirect({ to: '/login', throw: true });
    return;
  }
  redirect({ to: '/project/$id/home', params: { id: String(id) }, throw: true });
}

/** The table entry of /project/$id: membership of the project, or the fallback above. */
export function projectEntryAccess(permissions: readonly Permission[]) {
  return {
    staticData: { permissions },
    beforeLoad: (ctx: EnterProjectContext) => enterProjectRoute(ctx, permissions),
  };
}
