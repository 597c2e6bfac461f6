import { createFileRoute, redirect } from '@tanstack/react-router';

/** /user-management is abstract (spec 002 §2): it opens the list of users. */
export const Route = createFileRoute('/_app/project/$id/user-management/')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/user-management/users', params, throw: true });
  },
});
