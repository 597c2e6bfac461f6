import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { DashboardsHomePage } from '../../features/dashboards/dashboards-home-page.tsx';
import { useProject } from '../../features/projects/api/get-project.ts';
import { ProjectUnavailable } from '../../features/projects/components/projects-unavailable.tsx';

/** /project/$id/home?date=: the day shown is in the address, absent for today. */
export function ProjectHomeRoute() {
  const { id } = useParams({ from: '/app/project/$id/home' });
  const search = useSearch({ from: '/app/project/$id/home' });
  const navigate = useNavigate({ from: '/project/$id/home' });
  const { data: project, isPending } = useProject(Number(id));
  if (project) {
    return (
      <DashboardsHomePage
        project={project}
        search={search}
        onDateChange={(date) => void navigate({ search: date === undefined ? {} : { date } })}
      />
    );
  }
  if (isPending) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  return <ProjectUnavailable />;
}
