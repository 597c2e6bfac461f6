import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { ProjectsSelectionPage } from '@/features/projects/projects-selection-page.tsx';

export const Route = createFileRoute('/_app/project/')({
  ...routeAccess(),
  component: ProjectsSelectionPage,
});
