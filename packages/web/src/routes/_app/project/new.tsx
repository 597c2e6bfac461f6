import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { ProjectsSettingsPage } from '@/features/projects/projects-settings-page.tsx';

/** A new project (provider employees; the page says so to anyone else). */
export const Route = createFileRoute('/_app/project/new')({
  ...routeAccess(),
  component: NewProjectRoute,
});

function NewProjectRoute() {
  return <ProjectsSettingsPage projectId={null} />;
}
