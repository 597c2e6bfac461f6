import { Navigate, createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsProviderAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsContractorMappingsPage } from '@/features/integrations/integrations-contractor-mappings-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2: /integrations/contractor-mappings (ManageIntegrations), the provider in the address. */
export const Route = createFileRoute('/_app/project/$id/integrations/contractor-mappings')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsProviderAddress,
  component: PageRoute,
});

function PageRoute() {
  const { id } = Route.useParams();
  const [search] = useRouteAddress(Route.useSearch());
  if (search.serviceProviderId === undefined) {
    return <Navigate to="/project/$id/integrations/providers" params={{ id }} replace />;
  }
  return (
    <IntegrationsContractorMappingsPage
      projectId={Number(id)}
      providerId={search.serviceProviderId}
    />
  );
}
