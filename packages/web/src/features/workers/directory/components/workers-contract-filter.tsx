import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ProjectContractOption } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { truncatedChips } from '@/components/truncate/truncated-chips.tsx';

export interface WorkersContractFilterProps {
  contracts: readonly ProjectContractOption[];
  value: readonly number[];
  onChange: (contractIds: number[]) => void;
}

/** The directory's contract filter: any number of the project's contracts (spec 001 §2). */
export function WorkersContractFilter({ contracts, value, onChange }: WorkersContractFilterProps) {
  const { t } = useTranslation();
  const selected = contracts.filter((c) => value.includes(c.ContractId));
  return (
    <Autocomplete<ProjectContractOption, true>
      multiple
      size="small"
      limitTags={2}
      options={contracts}
      value={selected}
      getOptionLabel={(option) => option.DisplayName}
      renderValue={truncatedChips((option: (typeof contracts)[number]) => option.DisplayName)}
      isOptionEqualToValue={(a, b) => a.ContractId === b.ContractId}
      onChange={(_event, next) => onChange(next.map((c) => c.ContractId))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('workersDirectory.basic.contracts')}
          placeholder={selected.length === 0 ? t('workersDirectory.basic.allContracts') : undefined}
        />
      )}
    />
  );
}
