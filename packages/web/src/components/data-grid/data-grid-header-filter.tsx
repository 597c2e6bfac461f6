import { useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { Column } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { naturalCompare } from '@siteline/shared';
import type { DataGridFilter } from './data-grid-state.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

/** The distinct texts of a column, for a client grid from its rows, else the column's list. */
function facetValues<T>(column: Column<T>): string[] {
  const listed = column.columnDef.meta?.gridColumn.filterOptions;
  if (listed) return [...listed];
  return [...column.getFacetedUniqueValues().keys()].map(String).sort(naturalCompare);
}

/** The header filter: pick which of the column's values show (spec 001 §2 "header filter"). */
export function DataGridHeaderFilter<T>({ column, header }: { column: Column<T>; header: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const filter = column.getFilterValue() as DataGridFilter | undefined;
  const gridColumn = column.columnDef.meta?.gridColumn;
  const load = gridColumn?.loadFilterOptions;
  // A server grid's values are the server's, asked for each time the filter opens (the other
  // columns' filters decide them).
  const [loaded, setLoaded] = useState<{ values: string[]; truncated: boolean } | 'failed' | null>(
    null,
  );
  useEffect(() => {
    if (!anchor || !load) return;
    let current = true;
    // While it asks again (another filter changed), the values it has stay.
    load().then(
      (answer) => current && setLoaded(answer),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [anchor, load]);
  const values = !anchor
    ? []
    : load
      ? loaded && loaded !== 'failed'
        ? loaded.values
        : []
      : facetValues(column);
  const labelOf = (value: string) =>
    value === '' ? t('dataGrid.blanks') : (gridColumn?.filterOptionLabel?.(value) ?? value);
  const chosen = filter?.values;
  const isChosen = (value: string) => chosen === undefined || chosen.includes(value);

  const setValues = (next: string[] | undefined) => {
    const rest = { ...filter };
    delete rest.values;
    const value: DataGridFilter = next === undefined ? rest : { ...rest, values: next };
    column.setFilterValue(
      value.text === undefined && value.values === undefined ? undefined : value,
    );
  };
  const toggle = (value: string) => {
    const current = chosen ?? values;
    const next = current.includes(value)
      ? current.filter((item) => item !== value)
      : [...current, value];
    setValues(next.length === values.length ? undefined : next);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('dataGrid.headerFilter', { column: header })}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        color={chosen ? 'primary' : 'default'}
        sx={{ p: 0.25 }}
      >
        <Badge variant="dot" color="primary" invisible={!chosen}>
          <FilterListIcon sx={{ fontSize: 16 }} />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setLoaded(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('dataGrid.headerFilter', { column: header }) },
        }}
      >
        <Stack sx={{ p: 1.5, maxHeight: 360, minWidth: 200 }}>
          <FormControlLabel
            label={t('dataGrid.selectAll')}
            control={
              <Checkbox
                size="small"
                checked={chosen === undefined}
                indeterminate={chosen !== undefined && chosen.length > 0}
                onChange={(_event, checked) => setValues(checked ? undefined : [])}
              />
            }
          />
          <Stack sx={{ overflowY: 'auto', pl: 1 }}>
            {values.map((value) => (
              <FormControlLabel
                key={value}
                label={labelOf(value)}
                control={
                  <Checkbox size="small" checked={isChosen(value)} onChange={() => toggle(value)} />
                }
              />
            ))}
          </Stack>
          {load && loaded === null && (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', pl: 1 }}>
              {t('dataGrid.loadingValues')}
            </Typography>
          )}
          {load && loaded === 'failed' && (
            <Typography variant="body2" role="alert" sx={{ color: 'error.main', pl: 1 }}>
              {t('dataGrid.valuesError')}
            </Typography>
          )}
          {load && loaded !== null && loaded !== 'failed' && loaded.truncated && (
            <Typography variant="body2" sx={{ color: 'text.secondary', pl: 1, maxWidth: 260 }}>
              {t('dataGrid.valuesTruncated', { count: loaded.values.length })}
            </Typography>
          )}
          <Button
            size="small"
            onClick={() => {
              setAnchor(null);
              setLoaded(null);
            }}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('dataGrid.close')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
