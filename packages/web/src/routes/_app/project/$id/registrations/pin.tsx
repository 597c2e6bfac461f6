import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { RegistrationsPinPage } from '@/features/registrations/registrations-pin-page.tsx';
import { RegistrationsLayout } from '@/features/registrations/registrations-layout.tsx';

/** spec 000 §2 /registrations/pin. */
export const Route = createFileRoute('/_app/project/$id/registrations/pin')({
  ...routeAccess(['CanDoRegistrations']),
  component: RegistrationsPinRoute,
});

function RegistrationsPinRoute() {
  const projectId = Number(Route.useParams().id);
  return (
    <RegistrationsLayout projectId={projectId} tab="pin">
      <RegistrationsPinPage projectId={projectId} />
    </RegistrationsLayout>
  );
}
