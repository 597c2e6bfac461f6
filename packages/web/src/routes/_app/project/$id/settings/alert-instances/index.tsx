import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { AlertsInstancesPage } from '@/features/alerts/alerts-instances-page.tsx';

/** spec 000 §2: /settings/alert-instances needs ManageAlerts. */
export const Route = createFileRoute('/_app/project/$id/settings/alert-instances/')({
  ...routeAccess(['ManageAlerts']),
  component: AlertInstancesRoute,
});

function AlertInstancesRoute() {
  return <AlertsInstancesPage projectId={Number(Route.useParams().id)} />;
}
