import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardRoute } from '@/app/guards.ts';
import { getRememberedProjectId, getSession } from '@/lib/auth-store.ts';

/**
 * The installed app's start (its manifest's start_url): the evacuation report of the project
 * last opened on this device, without asking the network (a muster point may have none); with no
 * project remembered, the project selection. Signed out: the sign-in page, as any route.
 */
export const Route = createFileRoute('/_app/muster')({
  staticData: { permissions: undefined },
  beforeLoad: (ctx) => {
    guardRoute(ctx);
    const session = getSession();
    const id = session ? getRememberedProjectId(session.userId) : null;
    if (id === null) redirect({ to: '/project', throw: true });
    else
      redirect({
        to: '/project/$id/reports/evacuation',
        params: { id: String(id) },
        throw: true,
      });
  },
});
