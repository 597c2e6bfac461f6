import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { AlertsSubscribersPage } from '@/features/alerts/alerts-subscribers-page.tsx';
import {
  alertSubscribersAddress,
  resolveSubscribersOrder,
} from '@/features/alerts/alerts-subscribers-search.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2: /settings/alert-subscribers needs ManageAlerts; its order is in the address. */
export const Route = createFileRoute('/_app/project/$id/settings/alert-subscribers')({
  ...routeAccess(['ManageAlerts']),
  validateSearch: alertSubscribersAddress,
  component: AlertSubscribersRoute,
});

function AlertSubscribersRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  const { data: project } = useProject(projectId);
  return (
    <AlertsSubscribersPage
      projectId={projectId}
      countryCode={project?.CountryCode ?? null}
      order={resolveSubscribersOrder(search)}
      onOrderChange={(order) =>
        setSearch({
          orderBySubscribers:
            order.orderBySubscribers === 'SubscriberName' ? undefined : order.orderBySubscribers,
          reverseSubscribers: order.reverseSubscribers ? true : undefined,
        })
      }
    />
  );
}
