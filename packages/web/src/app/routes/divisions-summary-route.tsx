import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DashboardsDivisionsSummaryPage } from '../../features/dashboards/dashboards-divisions-summary-page.tsx';

/** /project/$id/divisions-summary: trade and date filters and the sort in the address. */
export function DivisionsSummaryRoute() {
  const { id } = useParams({ from: '/app/project/$id/divisions-summary' });
  const search = useSearch({ from: '/app/project/$id/divisions-summary' });
  const navigate = useNavigate({ from: '/project/$id/divisions-summary' });
  return (
    <DashboardsDivisionsSummaryPage
      projectId={Number(id)}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
