import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { integrationsStepAddress } from '@/features/integrations/integrations-address.ts';
import { IntegrationsStepRoute } from './-step-route.tsx';

/** spec 001 §4: the import stepper's step "review" (ManageIntegrations). */
export const Route = createFileRoute('/_app/project/$id/integrations/steps/review')({
  ...routeAccess(['ManageIntegrations']),
  validateSearch: integrationsStepAddress,
  component: StepRoute,
});

function StepRoute() {
  return (
    <IntegrationsStepRoute id={Route.useParams().id} step="review" search={Route.useSearch()} />
  );
}
