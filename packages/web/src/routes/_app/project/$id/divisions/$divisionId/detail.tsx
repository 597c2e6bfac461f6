import { createFileRoute } from '@tanstack/react-router';
import { parseProjectId, routeAccess } from '@/app/guards.ts';
import { NotFoundPage } from '@/app/layout/not-found-page.tsx';
import { DashboardsBreakoutLoading } from '@/features/dashboards/components/dashboards-breakout-loading.tsx';
import { DashboardsBreakoutPage } from '@/features/dashboards/dashboards-breakout-page.tsx';
import { dashboardsBreakoutAddress } from '@/features/dashboards/dashboards-breakout-search.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { ProjectUnavailable } from '@/features/projects/components/projects-unavailable.tsx';

/** spec 000 §2 division detail: range and period type in the address. */
export const Route = createFileRoute('/_app/project/$id/divisions/$divisionId/detail')({
  ...routeAccess([]),
  validateSearch: dashboardsBreakoutAddress,
  component: DivisionDetailRoute,
});

function DivisionDetailRoute() {
  const { id, divisionId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: project, isPending } = useProject(Number(id));
  const division = parseProjectId(divisionId);
  if (division === null) return <NotFoundPage />;
  if (project) {
    return (
      <DashboardsBreakoutPage
        project={project}
        target={{ groupBy: 'Division', divisionId: division }}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  }
  return isPending ? <DashboardsBreakoutLoading /> : <ProjectUnavailable />;
}
