import { createFileRoute } from '@tanstack/react-router';
import { REPORT_DEFAULT_DAYS, lastDays } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { rangeAddress } from '@/features/reports/reports-address.ts';
import { ReportsCompletionPage } from '@/features/reports/reports-completion-page.tsx';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';
import { siteToday } from '@/lib/zone-clock.ts';

/** spec 000 §2, 001 §2: /reports/completion; startDate and endDate in the address. */
export const Route = createFileRoute('/_app/project/$id/reports/completion')({
  ...routeAccess(['ViewCompletionReport']),
  validateSearch: rangeAddress,
  component: CompletionRoute,
});

function CompletionRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  if (!project) return null;
  const range = lastDays(siteToday(project.TimeZoneId), REPORT_DEFAULT_DAYS.completion);
  return (
    <ReportsCompletionPage
      projectId={projectId}
      params={{
        startDate: search.startDate ?? range.startDate,
        endDate: search.endDate ?? range.endDate,
      }}
      onParamsChange={(p) => setSearch({ ...search, ...p })}
    />
  );
}
