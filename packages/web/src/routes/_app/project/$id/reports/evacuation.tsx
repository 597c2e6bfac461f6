import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { EvacuationPage } from '@/features/evacuation/evacuation-page.tsx';
import { evacuationAddress, isDefaultSort } from '@/features/evacuation/evacuation-search.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/**
 * spec 000 §2, 001 §2: /reports/evacuation; RealtimeEvacuationReport controls it (001 §6). Each
 * setter keeps the rest of the address (the sort stays on a historical session, and so on).
 */
export const Route = createFileRoute('/_app/project/$id/reports/evacuation')({
  ...routeAccess(['RealtimeEvacuationReport']),
  validateSearch: evacuationAddress,
  // The figures and the running session are asked for while the page's code is on its way (its
  // chunk brings the call and its schema, not the route table).
  loader: ({ context, params }) => {
    void import('@/features/evacuation/api/evacuation-api.ts')
      .then(({ prefetchEvacuation }) => prefetchEvacuation(context.queryClient, Number(params.id)))
      .catch(() => undefined);
  },
  component: EvacuationRoute,
});

function EvacuationRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <EvacuationPage
      projectId={projectId}
      order={{
        orderByEvac: search.orderByEvac,
        reverseEvac: search.reverseEvac ?? false,
        projectZoneId: search.projectZoneId,
      }}
      historical={
        search.displayHistoricalDetail && search.evacuationSession ? search.evacuationSession : null
      }
      report={search.displayEvacuationReport === true}
      onReportChange={(report) =>
        setSearch({ ...search, displayEvacuationReport: report ? true : undefined })
      }
      onOrderChange={(order) =>
        setSearch({
          ...search,
          orderByEvac: isDefaultSort(order.orderByEvac) ? undefined : order.orderByEvac,
          reverseEvac: order.reverseEvac ? true : undefined,
          projectZoneId: order.projectZoneId,
        })
      }
      onOpenHistorical={(id) =>
        setSearch({
          ...search,
          displayHistoricalDetail: id === null ? undefined : true,
          evacuationSession: id ?? undefined,
        })
      }
    />
  );
}
