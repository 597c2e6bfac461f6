import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PROJECT_TAG_FILTERS } from '@siteline/shared/workers/workers-project-tags.schemas';
import { routeAccess } from '@/app/guards.ts';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';
import { workerRecordPath } from '@/features/workers/directory/workers-directory-links.ts';
import { WorkersProjectTagsPage } from '@/features/workers/badges/workers-project-tags-page.tsx';

/** The project's badges through the tag filters (spec 002 §9; decision 0032); ?filter= in the address. */
export const Route = createFileRoute('/_app/project/$id/directory/badges')({
  ...routeAccess(['WorkerTags']),
  validateSearch: addressSchema({ filter: addressParam.oneOf(PROJECT_TAG_FILTERS) }),
  component: BadgesRoute,
});

function BadgesRoute() {
  const projectId = Number(Route.useParams().id);
  const router = useRouter();
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <WorkersProjectTagsPage
      projectId={projectId}
      filter={search.filter ?? 'All'}
      onFilterChange={(filter) =>
        setSearch({ ...search, filter: filter === 'All' ? undefined : filter })
      }
      onOpenWorker={(workerId) => router.history.push(workerRecordPath(projectId, workerId))}
    />
  );
}
