import { Navigate, createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsProviderAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsProjectSelectPage } from '@/features/integrations/integrations-project-select-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2: /integrations/project-select (ManageIntegrations), the provider in the address. */
export const Route = createFileRoute('/_app/project/$id/integrations/project-select')({
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
    <IntegrationsProjectSelectPage projectId={Number(id)} providerId={search.serviceProviderId} />
  );
}
