import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SEARCH_MIN_LENGTH } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useRuleContracts, useRuleWorkers } from '../api/get-rule-options.ts';

export interface RuleCandidate {
  id: number;
  name: string;
  detail?: string;
}

interface PickerProps {
  label: string;
  options: readonly RuleCandidate[];
  loading: boolean;
  disabled: boolean;
  onInput?: (text: string) => void;
  helperText?: string;
  onAdd: (candidate: RuleCandidate) => void;
}

function RulePicker({
  label,
  options,
  loading,
  disabled,
  onInput,
  helperText,
  onAdd,
}: PickerProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<RuleCandidate | null>(null);
  return (
    <Stack
      role="group"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <Autocomplete
        options={options}
        value={picked}
        onChange={(_, value) => setPicked(value)}
        onInputChange={(_, text) => onInput?.(text)}
        getOptionLabel={(o) => (o.detail ? `${o.name} — ${o.detail}` : o.name)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={onInput ? (x) => x : undefined}
        loading={loading}
        disabled={disabled}
        noOptionsText={t('zones.access.noOptions')}
        sx={{ flex: 1, maxWidth: { sm: 480 } }}
        renderInput={(params) => (
          <TextField {...params} size="small" label={label} helperText={helperText} />
        )}
      />
      <Button
        variant="outlined"
        disabled={disabled || picked === null}
        onClick={() => {
          if (!picked) return;
          onAdd(picked);
          setPicked(null);
        }}
      >
        {t('zones.access.add')}
      </Button>
    </Stack>
  );
}

/** Picks a contract of the project that has no rule in the zone yet. */
export function ZonesAddContractRule(props: {
  projectId: number;
  taken: ReadonlySet<number>;
  disabled: boolean;
  onAdd: (candidate: RuleCandidate) => void;
}) {
  const { t } = useTranslation();
  const contracts = useRuleContracts(props.projectId);
  const options = (contracts.data ?? [])
    .filter((c) => !props.taken.has(c.ContractId))
    .map((c) => ({ id: c.ContractId, name: c.CompanyDisplayName }));
  return (
    <RulePicker
      label={t('zones.access.addContract')}
      options={options}
      loading={contracts.isPending}
      disabled={props.disabled}
      onAdd={props.onAdd}
    />
  );
}

/** Searches the project's workers (from 3 characters) for a worker rule. */
export function ZonesAddWorkerRule(props: {
  projectId: number;
  taken: ReadonlySet<number>;
  disabled: boolean;
  onAdd: (candidate: RuleCandidate) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const workers = useRuleWorkers(props.projectId, text);
  const short = text.trim().length < SEARCH_MIN_LENGTH;
  const options = short
    ? []
    : (workers.data ?? [])
        .filter((w) => !props.taken.has(w.WorkerId))
        .map((w) => ({ id: w.WorkerId, name: w.WorkerName, detail: w.ContractDisplayName }));
  return (
    <RulePicker
      label={t('zones.access.addWorker')}
      options={options}
      loading={!short && workers.isFetching}
      disabled={props.disabled}
      onInput={setText}
      helperText={short ? t('zones.access.searchHint') : undefined}
      onAdd={props.onAdd}
    />
  );
}
