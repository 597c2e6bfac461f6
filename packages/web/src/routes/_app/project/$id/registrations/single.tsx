import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { useProject } from '@/features/projects/api/get-project.ts';
import { RegistrationsSinglePage } from '@/features/registrations/registrations-single-page.tsx';
import { RegistrationsLayout } from '@/features/registrations/registrations-layout.tsx';

/** spec 000 §2 /registrations/single. */
export const Route = createFileRoute('/_app/project/$id/registrations/single')({
  ...routeAccess(['CanDoRegistrations']),
  component: RegistrationsSingleRoute,
});

function RegistrationsSingleRoute() {
  const projectId = Number(Route.useParams().id);
  const { data: project } = useProject(projectId);
  return (
    <RegistrationsLayout projectId={projectId} tab="single">
      <RegistrationsSinglePage projectId={projectId} countryCode={project?.CountryCode} />
    </RegistrationsLayout>
  );
}
