import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DATE_FILTERS, TRADE_FILTERS, type DateFilter, type TradeFilter } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface DashboardsSummaryFiltersProps {
  tradeFilter: TradeFilter;
  dateFilter: DateFilter;
  onChange: (changes: { tradeFilter?: TradeFilter; dateFilter?: DateFilter }) => void;
}

/** spec 000 §9 summary filters: the trade filter as a switch, the date filter as a choice. */
export function DashboardsSummaryFilters({
  tradeFilter,
  dateFilter,
  onChange,
}: DashboardsSummaryFiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={tradeFilter}
        aria-label={t('summary.tradeFilter.label')}
        fullWidth={phone}
        onChange={(_event, next: TradeFilter | null) => {
          if (next !== null) onChange({ tradeFilter: next });
        }}
        sx={{ bgcolor: 'background.paper', overflowX: 'auto', maxWidth: '100%' }}
      >
        {TRADE_FILTERS.map((filter) => (
          <ToggleButton key={filter} value={filter} sx={{ px: 2, whiteSpace: 'nowrap' }}>
            {t(`summary.tradeFilter.${filter}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('summary.dateFilter.label')}
        value={dateFilter}
        onChange={(event) => onChange({ dateFilter: event.target.value as DateFilter })}
        sx={{ minWidth: 180, bgcolor: 'background.paper' }}
      >
        {DATE_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {t(`summary.dateFilter.${filter}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
