import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { WorkersBasicPage } from '@/features/workers/directory/workers-basic-page.tsx';
import { workersBasicAddress } from '@/features/workers/directory/workers-directory-search.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 001 §2 "Basic list view" (any member): search, contracts, sort and page in the address. */
export const Route = createFileRoute('/_app/project/$id/directory/basic')({
  ...routeAccess([]),
  validateSearch: workersBasicAddress.schema,
  component: WorkersBasicRoute,
});

function WorkersBasicRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return <WorkersBasicPage projectId={projectId} search={search} onSearchChange={setSearch} />;
}
