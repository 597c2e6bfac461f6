import { createFileRoute } from '@tanstack/react-router';
import { CONTRACT_MANAGEMENT_PERMISSIONS } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { ReportsSubscriptionsPage } from '@/features/reports/reports-subscriptions-page.tsx';

/** spec 002 §2: /contract-management/subscriptions (ManageContractsNoValues or …Values). */
export const Route = createFileRoute('/_app/project/$id/contract-management/subscriptions')({
  ...routeAccess(CONTRACT_MANAGEMENT_PERMISSIONS),
  component: SubscriptionsRoute,
});

function SubscriptionsRoute() {
  const projectId = Number(Route.useParams().id);
  return <ReportsSubscriptionsPage projectId={projectId} />;
}
