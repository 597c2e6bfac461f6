import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { ACCESS_READS_ORDER_BY, type AccessReadsOrderBy } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface AccessControlSortProps {
  orderBy: AccessReadsOrderBy;
  reverse: boolean;
  /** reverse undefined: the new column's own default direction. */
  onChange: (sort: { orderBy: AccessReadsOrderBy; reverse?: boolean }) => void;
}

/** The spec's nine sort options (spec 002 §2) and the direction; default Time descending. */
export function AccessControlSort({ orderBy, reverse, onChange }: AccessControlSortProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        fullWidth
        size="small"
        label={t('accessControl.filters.sortBy')}
        value={orderBy}
        onChange={(event) =>
          onChange({ orderBy: event.target.value as AccessReadsOrderBy, reverse: undefined })
        }
      >
        {ACCESS_READS_ORDER_BY.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`accessControl.columns.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={reverse ? 'desc' : 'asc'}
        onChange={(_event, next: 'asc' | 'desc' | null) => {
          if (next) onChange({ orderBy, reverse: next === 'desc' });
        }}
        aria-label={t('accessControl.filters.sortDirection')}
      >
        <ToggleButton
          value="asc"
          aria-label={t('accessControl.filters.ascending')}
          title={t('accessControl.filters.ascending')}
        >
          <ArrowUpwardIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton
          value="desc"
          aria-label={t('accessControl.filters.descending')}
          title={t('accessControl.filters.descending')}
        >
          <ArrowDownwardIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
