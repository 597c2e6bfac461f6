import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { WorkersAdvancedPage } from '@/features/workers/directory/workers-advanced-page.tsx';
import { workersAdvancedAddress } from '@/features/workers/directory/workers-directory-search.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 001 §2 "Advanced grid view" (AdvancedWorkforceDirectory). */
export const Route = createFileRoute('/_app/project/$id/directory/advanced')({
  ...routeAccess(['AdvancedWorkforceDirectory']),
  validateSearch: workersAdvancedAddress.schema,
  component: WorkersAdvancedRoute,
});

function WorkersAdvancedRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return <WorkersAdvancedPage projectId={projectId} search={search} onSearchChange={setSearch} />;
}
