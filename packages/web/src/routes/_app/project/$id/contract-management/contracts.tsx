import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { CONTRACT_MANAGEMENT_PERMISSIONS } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { addressParam, addressSchema } from '@/lib/address/address-params.ts';
import { ContractsPage } from '@/features/contracts/contracts-page.tsx';

/** spec 000 §2 /contract-management/contracts?success (subAdded or primeAdded). */
export const Route = createFileRoute('/_app/project/$id/contract-management/contracts')({
  ...routeAccess(CONTRACT_MANAGEMENT_PERMISSIONS),
  validateSearch: addressSchema({ success: addressParam.oneOf(['subAdded', 'primeAdded']) }),
  component: ContractsRoute,
});

function ContractsRoute() {
  const projectId = Number(Route.useParams().id);
  const { success } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clear = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <ContractsPage projectId={projectId} success={success} onSuccessShown={clear} />;
}
