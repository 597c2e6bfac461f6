import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { RealtimeConfigurationPage } from '@/features/realtime/realtime-configuration-page.tsx';

/** spec 000 §6: ManageProjects gives admin rights on the realtime page. */
export const Route = createFileRoute('/_app/project/$id/realtime/configuration')({
  ...routeAccess(['ManageProjects']),
  component: RealtimeConfigurationRoute,
});

function RealtimeConfigurationRoute() {
  return <RealtimeConfigurationPage projectId={Number(Route.useParams().id)} />;
}
