import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { RegistrationsDocumentsPage } from '@/features/registrations/registrations-documents-page.tsx';
import { RegistrationsLayout } from '@/features/registrations/registrations-layout.tsx';

/** spec 000 §2 /registrations/documents. */
export const Route = createFileRoute('/_app/project/$id/registrations/documents')({
  ...routeAccess(['CanDoRegistrations']),
  component: RegistrationsDocumentsRoute,
});

function RegistrationsDocumentsRoute() {
  const projectId = Number(Route.useParams().id);
  return (
    <RegistrationsLayout projectId={projectId} tab="documents">
      <RegistrationsDocumentsPage projectId={projectId} />
    </RegistrationsLayout>
  );
}
