import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { ProjectsSettingsPage } from '@/features/projects/projects-settings-page.tsx';

/** The project's own settings: time zone, dates, workday boundary, shifts (ManageProjects). */
export const Route = createFileRoute('/_app/project/$id/settings/project')({
  ...routeAccess(['ManageProjects']),
  component: ProjectSettingsRoute,
});

function ProjectSettingsRoute() {
  return <ProjectsSettingsPage projectId={Number(Route.useParams().id)} />;
}
