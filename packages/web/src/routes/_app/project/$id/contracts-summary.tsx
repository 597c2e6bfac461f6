import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { DashboardsContractsSummaryPage } from '@/features/dashboards/dashboards-contracts-summary-page.tsx';
import { dashboardsSummaryAddress } from '@/features/dashboards/dashboards-summary-search.ts';

/** spec 000 §2 contracts summary: trade and date filters and the sort in the address. */
export const Route = createFileRoute('/_app/project/$id/contracts-summary')({
  ...routeAccess([]),
  validateSearch: dashboardsSummaryAddress,
  component: ContractsSummaryRoute,
});

function ContractsSummaryRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <DashboardsContractsSummaryPage
      projectId={Number(id)}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
