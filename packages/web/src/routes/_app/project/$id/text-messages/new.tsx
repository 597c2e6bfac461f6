import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { TextMessagesNewPage } from '@/features/text-messages/text-messages-new-page.tsx';

/** spec 000 §2: /text-messages/new needs SendAhHocTextMessages. */
export const Route = createFileRoute('/_app/project/$id/text-messages/new')({
  ...routeAccess(['SendAhHocTextMessages']),
  component: NewTextMessageRoute,
});

function NewTextMessageRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  return <TextMessagesNewPage projectId={projectId} project={project} />;
}
