import { createFileRoute, redirect } from '@tanstack/react-router';
import { CONTRACT_MANAGEMENT_PERMISSIONS } from '@siteline/shared';
import { guardRoute } from '@/app/guards.ts';

/** spec 000 §2: /contract-management is abstract; its first page is the contract list. */
export const Route = createFileRoute('/_app/project/$id/contract-management/')({
  beforeLoad: (ctx) => {
    guardRoute(ctx, CONTRACT_MANAGEMENT_PERMISSIONS);
    redirect({ to: '/project/$id/contract-management/contracts', params: ctx.params, throw: true });
  },
});
