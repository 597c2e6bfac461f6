import { Navigate, createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsProviderAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsIssuesPage } from '@/features/integrations/integrations-issues-page.tsx';
import { useProject } from '@/features/projects/api/get-project.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** Autodesk's issues page (ManageIntegrations), the provider in the address. */
export const Route = createFileRoute('/_app/project/$id/integrations/issues-history')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsProviderAddress,
  component: PageRoute,
});

function PageRoute() {
  const { id } = Route.useParams();
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  const { data: project } = useProject(Number(id));
  if (search.serviceProviderId === undefined) {
    return <Navigate to="/project/$id/integrations/providers" params={{ id }} replace />;
  }
  return (
    <IntegrationsIssuesPage
      projectId={Number(id)}
      providerId={search.serviceProviderId}
      page={search.page ?? 1}
      timeZoneId={project?.TimeZoneId}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page })}
    />
  );
}
