import Stack from '@mui/material/Stack';
import type { ProjectContractOption } from '@siteline/shared';
import { WorkersContractFilter } from './workers-contract-filter.tsx';
import { WorkersSearchField } from './workers-search-field.tsx';

/** The directory lists' filters, side by side on a wide screen: the name search and the contracts. */
export function WorkersDirectoryFilters({
  projectId,
  search,
  onSearch,
  contracts,
  contractIds,
  onContracts,
}: {
  projectId: number;
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
  contracts: readonly ProjectContractOption[];
  contractIds: readonly number[];
  onContracts: (contractIds: number[]) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <WorkersSearchField projectId={projectId} value={search} onSearch={onSearch} />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <WorkersContractFilter contracts={contracts} value={contractIds} onChange={onContracts} />
      </div>
    </Stack>
  );
}
