import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../../../../../app/guards.ts';
import { WorkersRecentPage } from '../../../../../features/workers/directory/workers-recent-page.tsx';

/** spec 001 §2 "Recent registrations list" (CanDoRegistrations). */
export const Route = createFileRoute('/_app/project/$id/directory/recent')({
  ...routeAccess(['CanDoRegistrations']),
  component: WorkersRecentRoute,
});

function WorkersRecentRoute() {
  return <WorkersRecentPage projectId={Number(Route.useParams().id)} />;
}
