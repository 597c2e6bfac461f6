import { createFileRoute, redirect } from '@tanstack/react-router';

/** /zones/{zoneId} opens its access tab (`project.zone.access`). */
export const Route = createFileRoute('/_app/project/$id/zones/$zoneId/')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/zones/$zoneId/access', params, throw: true });
  },
});
