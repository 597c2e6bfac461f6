import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { READER_ORDER_BY, type ReaderOrderBy } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface HardwareSortProps {
  orderBy: ReaderOrderBy;
  reverse: boolean;
  onChange: (orderBy: ReaderOrderBy, reverse: boolean) => void;
}

/** The sort options of spec 002 §2 (default Zone, ascending), each either way. */
export function HardwareSort({ orderBy, reverse, onChange }: HardwareSortProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('hardware.filters.sortBy')}
        value={orderBy}
        onChange={(event) => onChange(event.target.value as ReaderOrderBy, reverse)}
        sx={{ minWidth: 170 }}
      >
        {READER_ORDER_BY.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`hardware.sort.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={reverse ? 'desc' : 'asc'}
        onChange={(_event, next: 'asc' | 'desc' | null) => {
          if (next) onChange(orderBy, next === 'desc');
        }}
        aria-label={t('hardware.filters.sortDirection')}
      >
        <ToggleButton
          value="asc"
          aria-label={t('hardware.filters.ascending')}
          title={t('hardware.filters.ascending')}
        >
          <ArrowUpwardIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton
          value="desc"
          aria-label={t('hardware.filters.descending')}
          title={t('hardware.filters.descending')}
        >
          <ArrowDownwardIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
