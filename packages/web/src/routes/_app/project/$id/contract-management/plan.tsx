import { createFileRoute } from '@tanstack/react-router';
import { CONTRACT_MANAGEMENT_PERMISSIONS, isCalendarDate } from '@siteline/shared';
import { z } from 'zod';
import { routeAccess } from '../../../../../app/guards.ts';
import { ContractsPlanPage } from '../../../../../features/contracts/contracts-plan-page.tsx';

/** The workforce plan (beyond the spec): the week in the address, so leaving it is guarded. */
export const Route = createFileRoute('/_app/project/$id/contract-management/plan')({
  ...routeAccess(CONTRACT_MANAGEMENT_PERMISSIONS),
  validateSearch: z.object({
    week: z.string().refine(isCalendarDate).optional().catch(undefined),
  }),
  component: PlanRoute,
});

function PlanRoute() {
  const projectId = Number(Route.useParams().id);
  const { week } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContractsPlanPage
      projectId={projectId}
      week={week}
      onWeekChange={(next) => void navigate({ search: { week: next } })}
    />
  );
}
