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
