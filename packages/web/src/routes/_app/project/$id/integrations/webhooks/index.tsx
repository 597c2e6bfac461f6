import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { IntegrationsWebhooksPage } from '@/features/integrations/integrations-webhooks-page.tsx';

/** Outgoing webhooks (issue 27, beside the spec's integrations pages): ManageIntegrations. */
export const Route = createFileRoute('/_app/project/$id/integrations/webhooks/')({
  ...routeAccess(['ManageIntegrations']),
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  return <IntegrationsWebhooksPage projectId={projectId} timeZoneId={project?.TimeZoneId} />;
}
