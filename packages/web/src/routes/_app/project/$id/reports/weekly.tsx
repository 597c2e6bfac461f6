import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_REPORT_TRADE_FILTER } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { weeklyAddress } from '@/features/reports/reports-address.ts';
import { ReportsWeeklyPage } from '@/features/reports/reports-weekly-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2, 001 §2: /reports/weekly, for every member of the project. */
export const Route = createFileRoute('/_app/project/$id/reports/weekly')({
  ...routeAccess([]),
  validateSearch: weeklyAddress,
  component: WeeklyRoute,
});

function WeeklyRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <ReportsWeeklyPage
      projectId={projectId}
      sort={
        search.orderByWeekly
          ? { id: search.orderByWeekly, desc: search.reverseWeekly === true }
          : null
      }
      onSortChange={(sort) =>
        setSearch({
          ...search,
          orderByWeekly: sort?.id as typeof search.orderByWeekly,
          reverseWeekly: sort?.desc ? true : undefined,
        })
      }
      params={{
        weeklyDate: search.weeklyDate,
        tradeFilter: search.tradeFilter ?? DEFAULT_REPORT_TRADE_FILTER,
        projectZoneId: search.projectZoneId,
      }}
      onParamsChange={(p) =>
        setSearch({
          ...search,
          weeklyDate: p.weeklyDate,
          tradeFilter: p.tradeFilter as typeof search.tradeFilter,
          projectZoneId: p.projectZoneId,
        })
      }
    />
  );
}
