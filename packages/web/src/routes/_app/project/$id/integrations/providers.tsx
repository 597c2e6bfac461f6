import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { IntegrationsProvidersPage } from '@/features/integrations/integrations-providers-page.tsx';

/** spec 000 §2: /integrations/providers needs ManageIntegrations. */
export const Route = createFileRoute('/_app/project/$id/integrations/providers')({
  ...routeAccess(['ManageIntegrations']),
  component: ProvidersRoute,
});

function ProvidersRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  return <IntegrationsProvidersPage projectId={projectId} timeZoneId={project?.TimeZoneId} />;
}
