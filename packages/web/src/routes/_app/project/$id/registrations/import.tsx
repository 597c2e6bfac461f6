import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { RegistrationsImportPage } from '@/features/registrations/registrations-import-page.tsx';
import { registrationsImportAddress } from '@/features/registrations/registrations-import-search.ts';
import { RegistrationsLayout } from '@/features/registrations/registrations-layout.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2 /registrations/import: a subcontractor's list from Excel, in three stages. */
export const Route = createFileRoute('/_app/project/$id/registrations/import')({
  ...routeAccess(['CanDoRegistrations']),
  validateSearch: registrationsImportAddress,
  component: RegistrationsImportRoute,
});

function RegistrationsImportRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <RegistrationsLayout projectId={projectId} tab="import">
      <RegistrationsImportPage
        projectId={projectId}
        timeZoneId={project?.TimeZoneId}
        search={search}
        onSearchChange={setSearch}
      />
    </RegistrationsLayout>
  );
}
