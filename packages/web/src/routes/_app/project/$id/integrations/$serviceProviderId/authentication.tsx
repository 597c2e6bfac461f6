import { Navigate, createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsAuthenticationAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsAuthenticationPage } from '@/features/integrations/integrations-authentication-page.tsx';

/** spec 000 §2: /integrations/{serviceProviderId}/authentication?isNew. */
export const Route = createFileRoute(
  '/_app/project/$id/integrations/$serviceProviderId/authentication',
)({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsAuthenticationAddress,
  component: AuthenticationRoute,
});

function AuthenticationRoute() {
  const { id, serviceProviderId } = Route.useParams();
  const { isNew } = Route.useSearch();
  const providerId = Number(serviceProviderId);
  if (!Number.isInteger(providerId) || providerId < 1) {
    return <Navigate to="/project/$id/integrations/providers" params={{ id }} replace />;
  }
  return (
    <IntegrationsAuthenticationPage
      projectId={Number(id)}
      providerId={providerId}
      isNew={isNew === true}
    />
  );
}
