import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_REPORT_TRADE_FILTER } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { dailyAddress } from '@/features/reports/reports-address.ts';
import { ReportsDailyPage } from '@/features/reports/reports-daily-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2, 001 §2: /reports/daily, for every member of the project. */
export const Route = createFileRoute('/_app/project/$id/reports/daily')({
  ...routeAccess([]),
  validateSearch: dailyAddress,
  component: DailyRoute,
});

function DailyRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <ReportsDailyPage
      projectId={projectId}
      sort={
        search.orderByDaily ? { id: search.orderByDaily, desc: search.reverseDaily === true } : null
      }
      onSortChange={(sort) =>
        setSearch({
          ...search,
          orderByDaily: sort?.id as typeof search.orderByDaily,
          reverseDaily: sort?.desc ? true : undefined,
        })
      }
      params={{
        dailyDate: search.dailyDate,
        tradeFilter: search.tradeFilter ?? DEFAULT_REPORT_TRADE_FILTER,
        projectZoneId: search.projectZoneId,
      }}
      onParamsChange={(p) =>
        setSearch({
          ...search,
          dailyDate: p.dailyDate,
          tradeFilter: p.tradeFilter as typeof search.tradeFilter,
          projectZoneId: p.projectZoneId,
        })
      }
    />
  );
}
