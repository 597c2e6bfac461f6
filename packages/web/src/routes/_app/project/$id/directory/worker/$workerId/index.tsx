import { createFileRoute, redirect } from '@tanstack/react-router';

/** /directory/worker/{workerId} opens the profile (or the first tab the user may see). */
export const Route = createFileRoute('/_app/project/$id/directory/worker/$workerId/')({
  beforeLoad: ({ params }) => {
    redirect({
      to: '/project/$id/directory/worker/$workerId/$tab',
      params: { ...params, tab: 'profile' },
      throw: true,
    });
  },
});
