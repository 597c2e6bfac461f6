import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { RealtimePage } from '@/features/realtime/realtime-page.tsx';
import { realtimeAddress } from '@/features/realtime/realtime-search.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** The realtime view; its filters are its address parameters (a site-office screen keeps them). */
export const Route = createFileRoute('/_app/project/$id/realtime/')({
  ...routeAccess([]),
  validateSearch: realtimeAddress,
  loaderDeps: ({ search }) => ({ timeframe: search.timeframe }),
  // As the home does: the answers are asked for while the page's code is on its way, not once
  // it has drawn (decision 0016); not awaited, so the page opens at once.
  loader: ({ context, params, deps }) => {
    void import('@/features/realtime/api/prefetch-realtime.ts')
      .then(({ prefetchRealtime }) =>
        prefetchRealtime(context.queryClient, Number(params.id), deps.timeframe),
      )
      .catch(() => undefined);
  },
  component: RealtimeRoute,
});

function RealtimeRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  // A view change replaces the history entry: Back leaves the realtime page.
  const [search, setSearch] = useRouteAddress(Route.useSearch(), { replace: true });
  return (
    <RealtimePage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
