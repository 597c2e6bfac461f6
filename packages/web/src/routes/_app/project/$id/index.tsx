import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/project/$id/')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/home', params, throw: true });
  },
});
