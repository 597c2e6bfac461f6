import { createFileRoute } from '@tanstack/react-router';
import { REPORT_DEFAULT_DAYS, lastDays } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { addressParam, addressSchema, positiveInt } from '@/lib/address/address-params.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { ReportsZonePage } from '@/features/reports/reports-zone-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';
import { siteToday } from '@/lib/zone-clock.ts';

/**
 * spec 001 §2 Zones: startDate, endDate (the last 7 days by default), and the zones picked
 * (projectZonesIds, the call's own name: an added parameter).
 */
const zoneAddress = addressSchema({
  startDate: addressParam.calendarDate(),
  endDate: addressParam.calendarDate(),
  projectZonesIds: addressParam.list(positiveInt),
});

/** spec 000 §2, 001 §2: /reports/zone, for every member of the project. */
export const Route = createFileRoute('/_app/project/$id/reports/zone')({
  ...routeAccess([]),
  validateSearch: zoneAddress,
  component: ZoneRoute,
});

function ZoneRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  if (!project) return null;
  const range = lastDays(siteToday(project.TimeZoneId), REPORT_DEFAULT_DAYS.zone);
  return (
    <ReportsZonePage
      projectId={projectId}
      params={{
        startDate: search.startDate ?? range.startDate,
        endDate: search.endDate ?? range.endDate,
        zoneIds: search.projectZonesIds ?? [],
      }}
      onParamsChange={(p) =>
        setSearch({
          ...search,
          startDate: p.startDate,
          endDate: p.endDate,
          projectZonesIds: p.zoneIds.length ? [...p.zoneIds] : undefined,
        })
      }
    />
  );
}
