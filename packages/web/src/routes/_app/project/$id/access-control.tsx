import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { AccessControlPage } from '@/features/access-control/access-control-page.tsx';
import { accessControlAddress } from '@/features/access-control/access-control-address.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 002 §2 "Access control dashboard": filters, range, sort and page are its address. */
export const Route = createFileRoute('/_app/project/$id/access-control')({
  ...routeAccess([]),
  validateSearch: accessControlAddress.schema,
  loaderDeps: ({ search }) => ({ search }),
  // The reads are asked for while the page's code is on its way (decision 0016, rule 7); not
  // awaited, so the page opens at once and its queries find the answers in flight.
  loader: ({ context, params, deps }) => {
    const projectId = Number(params.id);
    // Both calls come with the page's chunk, not with the route table (the first load), and
    // both are asked for at once.
    const timeZoneId = import('@/features/projects/api/get-project.ts')
      .then(({ getProjectQueryOptions }) =>
        context.queryClient.ensureQueryData(getProjectQueryOptions(projectId)),
      )
      .then((project) => project.TimeZoneId);
    timeZoneId.catch(() => undefined);
    void import('@/features/access-control/api/prefetch-access-control.ts')
      .then(({ prefetchAccessControl }) =>
        prefetchAccessControl(context.queryClient, projectId, deps.search, timeZoneId),
      )
      .catch(() => undefined);
  },
  component: AccessControlRoute,
});

function AccessControlRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <AccessControlPage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
