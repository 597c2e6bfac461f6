import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { IntegrationsDeliveriesPage } from '@/features/integrations/integrations-deliveries-page.tsx';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** A webhook's delivery log, 50 a page (the page in the address). */
export const Route = createFileRoute('/_app/project/$id/integrations/webhooks/$webhookId')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: addressSchema({ page: addressParam.positiveInt() }, (address) => ({
    page: address.page === 1 ? undefined : address.page,
  })),
  component: DeliveriesRoute,
});

function DeliveriesRoute() {
  const params = Route.useParams();
  const projectId = Number(params.id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <IntegrationsDeliveriesPage
      projectId={projectId}
      webhookId={Number(params.webhookId)}
      page={search.page ?? 1}
      timeZoneId={project?.TimeZoneId}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page })}
    />
  );
}
