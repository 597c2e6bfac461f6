import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { WorkersRecentPage } from '@/features/workers/directory/workers-recent-page.tsx';

/** spec 001 §2 "Recent registrations list" (CanDoRegistrations). */
export const Route = createFileRoute('/_app/project/$id/directory/recent')({
  ...routeAccess(['CanDoRegistrations']),
  component: WorkersRecentRoute,
});

function WorkersRecentRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  return <WorkersRecentPage projectId={projectId} timeZoneId={project?.TimeZoneId} />;
}
