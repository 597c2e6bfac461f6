import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { RegistrationsExistingPage } from '@/features/registrations/registrations-existing-page.tsx';
import { RegistrationsLayout } from '@/features/registrations/registrations-layout.tsx';

/** spec 000 §2 /registrations/existing. */
export const Route = createFileRoute('/_app/project/$id/registrations/existing')({
  ...routeAccess(['CanDoRegistrations']),
  component: RegistrationsExistingRoute,
});

function RegistrationsExistingRoute() {
  const projectId = Number(Route.useParams().id);
  return (
    <RegistrationsLayout projectId={projectId} tab="existing">
      <RegistrationsExistingPage projectId={projectId} />
    </RegistrationsLayout>
  );
}
