import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../../../../app/guards.ts';
import { usePrefetchHome } from '../../../../features/dashboards/api/get-dashboard.ts';
import { DashboardsHomePage } from '../../../../features/dashboards/dashboards-home-page.tsx';
import { dashboardsHomeAddress } from '../../../../features/dashboards/dashboards-home-search.ts';
import { useProject } from '../../../../features/projects/api/get-project.ts';
import { useProjectSetup } from '../../../../features/projects/api/get-project-setup.ts';
import { ProjectsSetupChecklist } from '../../../../features/projects/components/projects-setup-checklist.tsx';
import { ProjectUnavailable } from '../../../../features/projects/components/projects-unavailable.tsx';
import { useSession } from '../../../../lib/auth-store.ts';

/** spec 000 §2 Home: the day shown by the date navigator is in the address, absent for today. */
export const Route = createFileRoute('/_app/project/$id/home')({
  ...routeAccess([]),
  validateSearch: dashboardsHomeAddress,
  component: HomeRoute,
});

function HomeRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: project, isPending } = useProject(Number(id));
  const setup = useProjectSetup(Number(id));
  const session = useSession();
  usePrefetchHome(Number(id), search.date);
  // An empty project walks its admin through what is missing instead of empty dashboards.
  if (project && setup.data && !setup.data.Complete) {
    return (
      <ProjectsSetupChecklist
        project={project}
        setup={setup.data}
        canEditProject={session?.isProviderEmployee ?? false}
      />
    );
  }
  if (project && !setup.isPending) {
    return (
      <DashboardsHomePage
        project={project}
        search={search}
        onDateChange={(date) => void navigate({ search: { date } })}
      />
    );
  }
  if (isPending || setup.isPending) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  return <ProjectUnavailable />;
}
