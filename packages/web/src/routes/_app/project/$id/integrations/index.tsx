import { createFileRoute, redirect } from '@tanstack/react-router';

/** /integrations is abstract (spec 000 §2): it opens the providers. */
export const Route = createFileRoute('/_app/project/$id/integrations/')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/integrations/providers', params, throw: true });
  },
});
