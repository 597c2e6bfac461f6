import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { UsersListPage } from '@/features/users/users-list-page.tsx';

/** spec 000 §2: /user-management needs ManageUsers. */
export const Route = createFileRoute('/_app/project/$id/user-management/users')({
  ...routeAccess(['ManageUsers']),
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersListPage projectId={Number(Route.useParams().id)} />;
}
