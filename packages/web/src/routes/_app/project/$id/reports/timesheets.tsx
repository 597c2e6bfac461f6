import { createFileRoute } from '@tanstack/react-router';
import { REPORT_DEFAULT_DAYS, lastDays } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { timesheetsAddress } from '@/features/reports/reports-address.ts';
import { ReportsTimesheetsPage } from '@/features/reports/reports-timesheets-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';
import { siteToday } from '@/lib/zone-clock.ts';

/** spec 000 §2, 001 §2: /reports/timesheets needs TimesheetsReport; the last 7 days by default. */
export const Route = createFileRoute('/_app/project/$id/reports/timesheets')({
  ...routeAccess(['TimesheetsReport']),
  validateSearch: timesheetsAddress,
  component: TimesheetsRoute,
});

function TimesheetsRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  if (!project) return null;
  const range = lastDays(siteToday(project.TimeZoneId), REPORT_DEFAULT_DAYS.timesheets);
  return (
    <ReportsTimesheetsPage
      projectId={projectId}
      params={{
        startDate: search.startDate ?? range.startDate,
        endDate: search.endDate ?? range.endDate,
        contractId: search.contractId,
      }}
      onParamsChange={(p) => setSearch({ ...search, ...p })}
    />
  );
}
