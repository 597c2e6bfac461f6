import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { UsersEditPage } from '@/features/users/users-edit-page.tsx';

/** spec 002 §2: one member's roles, saved with the save button's cycle. */
export const Route = createFileRoute('/_app/project/$id/user-management/$userId/edit-user')({
  ...routeAccess(['ManageUsers']),
  component: EditUserRoute,
});

function EditUserRoute() {
  const { id, userId } = Route.useParams();
  return <UsersEditPage projectId={Number(id)} userId={Number(userId)} />;
}
