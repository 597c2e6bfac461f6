import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { integrationsProvidersAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsProvidersPage } from '@/features/integrations/integrations-providers-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2: /integrations/providers?cancel needs ManageIntegrations. */
export const Route = createFileRoute('/_app/project/$id/integrations/providers')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsProvidersAddress,
  component: ProvidersRoute,
});

function ProvidersRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <IntegrationsProvidersPage
      projectId={projectId}
      timeZoneId={project?.TimeZoneId}
      cancel={search.cancel}
      onCancelled={() => setSearch({ cancel: undefined })}
    />
  );
}
