import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DashboardsBreakoutPage } from '../../features/dashboards/dashboards-breakout-page.tsx';
import { useProject } from '../../features/projects/api/get-project.ts';
import { ProjectUnavailable } from '../../features/projects/components/projects-unavailable.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { BreakoutLoading, positiveIdOrNull } from './breakout-route-parts.tsx';

/** /project/$id/contracts/$contractId/detail: range and period type in the address. */
export function ContractDetailRoute() {
  const { id, contractId } = useParams({ from: '/app/project/$id/contracts/$contractId/detail' });
  const search = useSearch({ from: '/app/project/$id/contracts/$contractId/detail' });
  const navigate = useNavigate({ from: '/project/$id/contracts/$contractId/detail' });
  const { data: project, isPending } = useProject(Number(id));
  const contract = positiveIdOrNull(contractId);
  if (contract === null) return <NotFoundPage />;
  if (project) {
    return (
      <DashboardsBreakoutPage
        project={project}
        target={{ groupBy: 'Contractor', contractId: contract }}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  }
  return isPending ? <BreakoutLoading /> : <ProjectUnavailable />;
}
