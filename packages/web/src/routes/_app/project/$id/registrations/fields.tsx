import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { RegistrationsFieldsPage } from '@/features/registrations/registrations-fields-page.tsx';
import { RegistrationsLayout } from '@/features/registrations/registrations-layout.tsx';

/** spec 000 §2 /registrations/fields. */
export const Route = createFileRoute('/_app/project/$id/registrations/fields')({
  ...routeAccess(['CanDoRegistrations']),
  component: RegistrationsFieldsRoute,
});

function RegistrationsFieldsRoute() {
  const projectId = Number(Route.useParams().id);
  return (
    <RegistrationsLayout projectId={projectId} tab="fields">
      <RegistrationsFieldsPage projectId={projectId} />
    </RegistrationsLayout>
  );
}
