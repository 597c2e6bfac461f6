import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsStepAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsStepRoute } from './-step-route.tsx';

/** spec 001 §4: the import stepper's step "map-contracts" (ManageIntegrations). */
export const Route = createFileRoute('/_app/project/$id/integrations/steps/map-contracts')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsStepAddress,
  component: StepRoute,
});

function StepRoute() {
  return (
    <IntegrationsStepRoute
      id={Route.useParams().id}
      step="map-contracts"
      search={Route.useSearch()}
    />
  );
}
