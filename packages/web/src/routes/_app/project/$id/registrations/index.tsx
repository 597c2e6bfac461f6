import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardRoute } from '@/app/guards.ts';

/** /registrations is abstract: it opens single registration. */
export const Route = createFileRoute('/_app/project/$id/registrations/')({
  beforeLoad: (ctx) => {
    guardRoute(ctx, ['CanDoRegistrations']);
    redirect({ to: '/project/$id/registrations/single', params: ctx.params, throw: true });
  },
});
