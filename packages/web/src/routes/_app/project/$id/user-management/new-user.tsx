import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { UsersNewPage } from '@/features/users/users-new-page.tsx';

/** spec 002 §4: add a user in stages (search by e-mail, then hasAccess or noAccess). */
export const Route = createFileRoute('/_app/project/$id/user-management/new-user')({
  ...routeAccess(['ManageUsers']),
  component: NewUserRoute,
});

function NewUserRoute() {
  return <UsersNewPage projectId={Number(Route.useParams().id)} />;
}
