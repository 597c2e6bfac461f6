import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  REALTIME_TIMEFRAMES,
  type RealtimeContract,
  type RealtimeTimeframe,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import {
  REALTIME_SORTS,
  REALTIME_TEAMS,
  type RealtimeSearch,
  type RealtimeSort,
  type RealtimeTeam,
  type ResolvedRealtimeSearch,
} from '../realtime-search.ts';
import { truncatedChips } from '@/components/truncate/truncated-chips.tsx';

export interface RealtimeFiltersProps {
  search: ResolvedRealtimeSearch;
  contracts: readonly RealtimeContract[];
  onChange: (changes: RealtimeSearch) => void;
}

/** Timeframe, teams, contracts, sort, and the density and unauthorized-read views. */
export function RealtimeFilters({ search, contracts, onChange }: RealtimeFiltersProps) {
  const { t } = useTranslation();
  // spec 000 §9: below 768 px the filters fold away, so the picture is on the first screen.
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const chosenContracts = contracts.filter((c) => search.contractIds.includes(c.ContractId));
  const active =
    search.teams.length +
    search.contractIds.length +
    Number(!search.density) +
    Number(!search.unauthorized);
  const timeframe = (
    <TextField
      select
      size="small"
      label={t('realtime.filters.timeframe')}
      value={search.timeframe}
      onChange={(event) => onChange({ timeframe: Number(event.target.value) as RealtimeTimeframe })}
      sx={{ minWidth: 170 }}
    >
      {REALTIME_TIMEFRAMES.map((minutes) => (
        <MenuItem key={minutes} value={minutes}>
          {t('realtime.filters.minutes', { count: minutes })}
        </MenuItem>
      ))}
    </TextField>
  );
  const rest = (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {!mobile && timeframe}
        <ToggleButtonGroup
          size="small"
          value={search.teams}
          onChange={(_event, teams: RealtimeTeam[]) => onChange({ teams })}
          aria-label={t('realtime.filters.teams')}
          sx={{ flexWrap: 'wrap' }}
        >
          {REALTIME_TEAMS.map((team) => (
            <ToggleButton key={team} value={team} sx={{ px: 1.5 }}>
              {t(`realtime.teams.${team}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Autocomplete
          multiple
          size="small"
          options={contracts}
          value={chosenContracts}
          getOptionLabel={(contract) => contract.ContractName}
          isOptionEqualToValue={(a, b) => a.ContractId === b.ContractId}
          onChange={(_event, chosen) => onChange({ contractIds: chosen.map((c) => c.ContractId) })}
          renderValue={truncatedChips((contract) => contract.ContractName)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('realtime.filters.contracts')}
              placeholder={chosenContracts.length ? undefined : t('realtime.filters.allContracts')}
            />
          )}
          sx={{ minWidth: 240, flex: 1, maxWidth: { sm: 480 } }}
        />
        <TextField
          select
          size="small"
          label={t('realtime.filters.sortBy')}
          value={search.sort}
          onChange={(event) => onChange({ sort: event.target.value as RealtimeSort })}
          sx={{ minWidth: 160 }}
        >
          {REALTIME_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`realtime.sort.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={search.density}
                onChange={(event) => onChange({ density: event.target.checked })}
              />
            }
            label={t('realtime.filters.densityView')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={search.unauthorized}
                onChange={(event) => onChange({ unauthorized: event.target.checked })}
              />
            }
            label={t('realtime.filters.unauthorizedView')}
          />
        </Stack>
      </Stack>
    </Stack>
  );
  if (!mobile) return rest;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, display: 'flex', '& > *': { flex: 1 } }}>{timeframe}</Box>
        <Button
          variant={open ? 'contained' : 'outlined'}
          startIcon={<TuneRoundedIcon />}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="realtime-more-filters"
        >
          {active
            ? t('realtime.filters.moreActive', { count: active })
            : t('realtime.filters.more')}
        </Button>
      </Stack>
      {/* Drawn when opened: folded, the contract picker and switches would cost a phone's
          first draw for nothing. */}
      <Collapse in={open} id="realtime-more-filters" unmountOnExit>
        {rest}
      </Collapse>
    </Stack>
  );
}
