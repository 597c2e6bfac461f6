import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { AlertsOverviewPage } from '@/features/alerts/alerts-overview-page.tsx';

/** spec 000 §2 "Overview": the active alert facts, for every member of the project. */
export const Route = createFileRoute('/_app/project/$id/overview')({
  ...routeAccess([]),
  // The facts are asked for while the page's code loads (decision 0016, rule 7).
  loader: ({ context, params }) => {
    void import('@/features/alerts/api/get-active-alert-facts.ts')
      .then(({ prefetchActiveAlertFacts }) =>
        prefetchActiveAlertFacts(context.queryClient, Number(params.id)),
      )
      .catch(() => undefined);
  },
  component: OverviewRoute,
});

function OverviewRoute() {
  return <AlertsOverviewPage projectId={Number(Route.useParams().id)} />;
}
