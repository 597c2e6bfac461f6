import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { DashboardsDivisionsSummaryPage } from '@/features/dashboards/dashboards-divisions-summary-page.tsx';
import { dashboardsSummaryAddress } from '@/features/dashboards/dashboards-summary-search.ts';

/** spec 000 §2 divisions summary: trade and date filters and the sort in the address. */
export const Route = createFileRoute('/_app/project/$id/divisions-summary')({
  ...routeAccess([]),
  validateSearch: dashboardsSummaryAddress,
  component: DivisionsSummaryRoute,
});

function DivisionsSummaryRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <DashboardsDivisionsSummaryPage
      projectId={Number(id)}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
