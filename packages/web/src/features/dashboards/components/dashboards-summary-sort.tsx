import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ResolvedSummarySearch, SummaryOrderBy } from '../dashboards-summary-search.ts';
import type { SummaryColumn } from './dashboards-summary-table.tsx';

const DEFAULT = 'default';

export interface DashboardsSummarySortProps<T> {
  columns: readonly SummaryColumn<T>[];
  search: ResolvedSummarySearch;
  onChange: (sort: { orderBy?: SummaryOrderBy; reverse?: boolean }) => void;
}

/** On a phone, where there are no column headers to click: one choice of order. */
export function DashboardsSummarySort<T>({
  columns,
  search,
  onChange,
}: DashboardsSummarySortProps<T>) {
  const { t } = useTranslation();
  const value = search.orderBy ? `${search.orderBy}:${search.reverse ? 'desc' : 'asc'}` : DEFAULT;
  return (
    <TextField
      select
      size="small"
      label={t('summary.sortBy')}
      value={value}
      onChange={(event) => {
        const [orderBy, direction] = event.target.value.split(':') as [SummaryOrderBy, string];
        if (event.target.value === DEFAULT) onChange({ orderBy: undefined, reverse: undefined });
        else onChange({ orderBy, reverse: direction === 'desc' || undefined });
      }}
      sx={{ minWidth: 220, bgcolor: 'background.paper' }}
    >
      <MenuItem value={DEFAULT}>{t('summary.defaultOrder')}</MenuItem>
      {columns.flatMap((column) => [
        <MenuItem key={`${column.id}:asc`} value={`${column.id}:asc`}>
          {t('summary.ascending', { column: column.label })}
        </MenuItem>,
        <MenuItem key={`${column.id}:desc`} value={`${column.id}:desc`}>
          {t('summary.descending', { column: column.label })}
        </MenuItem>,
      ])}
    </TextField>
  );
}
