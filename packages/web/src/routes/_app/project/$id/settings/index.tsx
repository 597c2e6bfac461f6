import { createFileRoute, redirect } from '@tanstack/react-router';

/** /settings is abstract (spec 000 §2): it opens the profile. */
export const Route = createFileRoute('/_app/project/$id/settings/')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/settings/profile', params, throw: true });
  },
});
