import { createFileRoute } from '@tanstack/react-router';
import { CONTRACT_MANAGEMENT_PERMISSIONS } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';
import { ContractsPlanPage } from '@/features/contracts/contracts-plan-page.tsx';

/** The workforce plan (beyond the spec): the week in the address, so leaving it is guarded. */
export const Route = createFileRoute('/_app/project/$id/contract-management/plan')({
  ...routeAccess(CONTRACT_MANAGEMENT_PERMISSIONS),
  validateSearch: addressSchema({ week: addressParam.calendarDate() }),
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
