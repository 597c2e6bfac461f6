import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DashboardsContractsSummaryPage } from '../../features/dashboards/dashboards-contracts-summary-page.tsx';

/** /project/$id/contracts-summary: trade and date filters and the sort in the address. */
export function ContractsSummaryRoute() {
  const { id } = useParams({ from: '/app/project/$id/contracts-summary' });
  const search = useSearch({ from: '/app/project/$id/contracts-summary' });
  const navigate = useNavigate({ from: '/project/$id/contracts-summary' });
  return (
    <DashboardsContractsSummaryPage
      projectId={Number(id)}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
