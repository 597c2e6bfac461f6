import { createFileRoute } from '@tanstack/react-router';
import { ProjectLayout } from '@/app/layout/project-layout.tsx';
import { projectEntryAccess } from '@/app/project-entry.ts';

/** /project/$id: membership of the project, or the remembered or first project (spec 000 §2). */
export const Route = createFileRoute('/_app/project/$id')({
  ...projectEntryAccess([]),
  component: ProjectLayout,
});
