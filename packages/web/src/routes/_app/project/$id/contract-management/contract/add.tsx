import { createFileRoute } from '@tanstack/react-router';
import { CONTRACT_MANAGEMENT_PERMISSIONS } from '@siteline/shared';
import { routeAccess } from '@/app/guards.ts';
import { ContractsAddPage } from '@/features/contracts/contracts-add-page.tsx';

/** spec 000 §2 /contract-management/contract/add: add a prime or a sub contract. */
export const Route = createFileRoute('/_app/project/$id/contract-management/contract/add')({
  ...routeAccess(CONTRACT_MANAGEMENT_PERMISSIONS),
  component: ContractAddRoute,
});

function ContractAddRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const toList = (success?: 'primeAdded' | 'subAdded') =>
    void navigate({
      to: '/project/$id/contract-management/contracts',
      params: { id },
      search: success ? { success } : {},
    });
  return <ContractsAddPage projectId={Number(id)} onAdded={toList} onCancel={() => toList()} />;
}
