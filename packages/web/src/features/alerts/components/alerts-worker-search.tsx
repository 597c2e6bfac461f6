import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Tradesman } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useTradesmen } from '../api/alert-instances.ts';

/** spec 001 §7: a worker picked by name with `search-tradesmen` (3 letters on), for an editor. */
export function AlertsWorkerSearch(props: {
  projectId: number;
  onPick: (worker: Tradesman) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useTradesmen(props.projectId, search);
  return (
    <Autocomplete
      options={found.data ?? []}
      getOptionLabel={(w) => `${w.WorkerName} · ${w.CompanyName}`}
      filterOptions={(options) => options}
      inputValue={search}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setSearch(value)}
      onChange={(_event, worker) => {
        if (!worker) return;
        props.onPick(worker);
        setSearch('');
      }}
      value={null}
      loading={found.isFetching}
      renderInput={(params) => <TextField {...params} label={t('alerts.keyPerson.searchWorker')} />}
    />
  );
}
