import { Navigate, createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsProviderAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsHeadcountPage } from '@/features/integrations/integrations-headcount-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2: /integrations/headcount-history (ManageIntegrations), the provider in the address. */
export const Route = createFileRoute('/_app/project/$id/integrations/headcount-history')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsProviderAddress,
  component: PageRoute,
});

function PageRoute() {
  const { id } = Route.useParams();
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  if (search.serviceProviderId === undefined) {
    return <Navigate to="/project/$id/integrations/providers" params={{ id }} replace />;
  }
  return (
    <IntegrationsHeadcountPage
      projectId={Number(id)}
      providerId={search.serviceProviderId}
      page={search.page ?? 1}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page })}
    />
  );
}
