import { createFileRoute } from '@tanstack/react-router';
import { REPORT_ALERT_STATUSES, REPORT_DEFAULT_DAYS, lastDays } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { AlertsReportPage } from '@/features/alerts/alerts-report-page.tsx';
import { useProject } from '@/features/projects/api/get-project.ts';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';
import { siteToday } from '@/lib/zone-clock.ts';

/**
 * spec 001 §2 Alerts: startDate, endDate, orderByAlerts, reverseAlerts, alertStatusIds (the
 * address default '1,2,3'; "If no alert status is selected, Active is used").
 */
const alertsAddress = addressSchema({
  startDate: addressParam.calendarDate(),
  endDate: addressParam.calendarDate(),
  orderByAlerts: addressParam.oneOf(['TriggeredAt', 'AlertType', 'Title', 'Where', 'StatusId']),
  reverseAlerts: addressParam.flag(),
  alertStatusIds: addressParam.matching((text) => /^[123](,[123])*$/.test(text)),
});

/** spec 000 §2: /reports/alerts, for every member of the project. */
export const Route = createFileRoute('/_app/project/$id/reports/alerts')({
  ...routeAccess([]),
  validateSearch: alertsAddress,
  component: AlertsReportRoute,
});

function AlertsReportRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  if (!project) return null;
  const range = lastDays(siteToday(project.TimeZoneId), REPORT_DEFAULT_DAYS.alerts);
  const statuses = (search.alertStatusIds ?? REPORT_ALERT_STATUSES.join(','))
    .split(',')
    .map(Number);
  return (
    <AlertsReportPage
      projectId={projectId}
      sort={
        search.orderByAlerts
          ? { id: search.orderByAlerts, desc: search.reverseAlerts === true }
          : { id: 'TriggeredAt', desc: true }
      }
      onSortChange={(sort) =>
        setSearch({
          ...search,
          orderByAlerts: sort?.id as typeof search.orderByAlerts,
          reverseAlerts: sort?.desc ? true : undefined,
        })
      }
      params={{
        startDate: search.startDate ?? range.startDate,
        endDate: search.endDate ?? range.endDate,
        alertStatusIds: statuses.length > 0 ? statuses : [1],
      }}
      onParamsChange={(p) =>
        setSearch({
          ...search,
          startDate: p.startDate,
          endDate: p.endDate,
          alertStatusIds:
            p.alertStatusIds.length === 3 ? undefined : p.alertStatusIds.join(',') || '1',
        })
      }
    />
  );
}
