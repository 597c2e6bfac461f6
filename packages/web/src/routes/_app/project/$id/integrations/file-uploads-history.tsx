import { Navigate, createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { integrationsHistoryAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsUploadsPage } from '@/features/integrations/integrations-uploads-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 001 §3: a provider's historical file uploads (project id and serviceProviderId). */
export const Route = createFileRoute('/_app/project/$id/integrations/file-uploads-history')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsHistoryAddress,
  component: UploadsRoute,
});

function UploadsRoute() {
  const { id } = Route.useParams();
  const projectId = Number(id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  if (search.serviceProviderId === undefined) {
    return <Navigate to="/project/$id/integrations/providers" params={{ id }} replace />;
  }
  return (
    <IntegrationsUploadsPage
      projectId={projectId}
      providerId={search.serviceProviderId}
      page={search.page ?? 1}
      timeZoneId={project?.TimeZoneId}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page })}
    />
  );
}
