import { createFileRoute, redirect } from '@tanstack/react-router';
import { integrationsStepAddress } from '@/features/integrations/integrations-address.ts';

/** /integrations/steps is abstract: it opens step 0, Import, for the same provider. */
export const Route = createFileRoute('/_app/project/$id/integrations/steps/')({
  validateSearch: integrationsStepAddress,
  beforeLoad: ({ params, search }) => {
    redirect({
      to: '/project/$id/integrations/steps/import',
      params,
      search: { serviceProviderId: search.serviceProviderId },
      throw: true,
    });
  },
});
