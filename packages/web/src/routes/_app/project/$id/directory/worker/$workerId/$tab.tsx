import { createFileRoute } from '@tanstack/react-router';
import { parseProjectId, routeAccess } from '@/app/guards.ts';
import { NotFoundPage } from '@/app/layout/not-found-page.tsx';
import { useProject } from '@/features/projects/api/get-project.ts';
import { WorkersRecordPage } from '@/features/workers/record/workers-record-page.tsx';

/**
 * spec 002 §2 /directory/worker/{workerId}/{tab}: membership of the project; each tab then needs
 * its own permission (the page opens the first the user may see).
 */
export const Route = createFileRoute('/_app/project/$id/directory/worker/$workerId/$tab')({
  ...routeAccess([]),
  component: WorkerRecordRoute,
});

function WorkerRecordRoute() {
  const { id, workerId, tab } = Route.useParams();
  const worker = parseProjectId(workerId);
  const { data: project } = useProject(Number(id));
  if (worker === null) return <NotFoundPage />;
  return (
    <WorkersRecordPage
      key={worker}
      projectId={Number(id)}
      workerId={worker}
      tab={tab}
      timeZoneId={project?.TimeZoneId}
      countryCode={project?.CountryCode}
    />
  );
}
