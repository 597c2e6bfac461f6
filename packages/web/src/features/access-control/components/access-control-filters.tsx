import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import {
  ACCESS_TYPE,
  READ_DIRECTION,
  READ_SOURCE,
  type AccessReadsOrderBy,
  type AccessTypeId,
  type ReadDirectionId,
  type ReadSourceId,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  type AccessControlSearch,
  type ResolvedAccessControlSearch,
} from '../access-control-search.ts';
import { AccessControlChoiceFilter, type ChoiceOption } from './access-control-choice-filter.tsx';
import { AccessControlEnumFilter } from './access-control-enum-filter.tsx';
import { AccessControlSearchField } from './access-control-search-field.tsx';
import { AccessControlSort } from './access-control-sort.tsx';

const DIRECTIONS: readonly ReadDirectionId[] = [
  READ_DIRECTION.In,
  READ_DIRECTION.Out,
  READ_DIRECTION.NotAvailable,
];
const ACCESS_TYPES: readonly AccessTypeId[] = [
  ACCESS_TYPE.Granted,
  ACCESS_TYPE.Denied,
  ACCESS_TYPE.CheckIn,
];
const SOURCES: readonly ReadSourceId[] = [READ_SOURCE.Reader, READ_SOURCE.Mobile];

export interface AccessControlFiltersProps {
  search: ResolvedAccessControlSearch;
  timeZoneId: string;
  contracts: readonly ChoiceOption[];
  zones: readonly ChoiceOption[];
  loadingChoices: boolean;
  /** The mobile layout folds everything but the search behind a button. */
  mobile: boolean;
  onChange: (changes: Omit<AccessControlSearch, 'page'>) => void;
  onSearchText: (search: string | undefined) => void;
}

// The date pickers come after the page (see access-control-date-range.tsx).
const AccessControlDateRange = lazy(() =>
  import('./access-control-date-range.tsx').then((m) => ({ default: m.AccessControlDateRange })),
);

/** Two small fields' room while the pickers load, so nothing moves when they arrive. */
function DateRangePlaceholder() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
      <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
    </Stack>
  );
}

/** Filters, range and sort of the dashboard (spec 002 §2); every change reloads page 1. */
export function AccessControlFilters(props: AccessControlFiltersProps) {
  const { search, timeZoneId, contracts, zones, loadingChoices, mobile, onChange } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(search);

  const searchField = (
    <AccessControlSearchField value={search.search} onSearch={props.onSearchText} />
  );
  const range = (
    <Suspense fallback={<DateRangePlaceholder />}>
      <AccessControlDateRange
        timeZoneId={timeZoneId}
        start={search.start}
        end={search.end}
        onChange={onChange}
      />
    </Suspense>
  );
  const sort = (
    <AccessControlSort
      orderBy={search.orderBy}
      reverse={search.reverse}
      onChange={(next: { orderBy: AccessReadsOrderBy; reverse?: boolean }) => onChange(next)}
    />
  );
  const choices = (
    <>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <AccessControlChoiceFilter
          label={t('accessControl.filters.contract')}
          options={contracts}
          value={search.contractIds}
          loading={loadingChoices}
          onChange={(contractIds) => onChange({ contractIds })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <AccessControlChoiceFilter
          label={t('accessControl.filters.zone')}
          options={zones}
          value={search.projectZoneIds}
          loading={loadingChoices}
          onChange={(projectZoneIds) => onChange({ projectZoneIds })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, lg: 2 }}>
        <AccessControlEnumFilter
          label={t('accessControl.filters.direction')}
          options={DIRECTIONS.map((value) => ({
            value,
            label: t(`accessControl.direction.${value}`),
          }))}
          value={search.readDirectionIds}
          onChange={(readDirectionIds) => onChange({ readDirectionIds })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, lg: 2 }}>
        <AccessControlEnumFilter
          label={t('accessControl.filters.access')}
          options={ACCESS_TYPES.map((value) => ({
            value,
            label: t(`accessControl.access.${value}`),
          }))}
          value={search.accessTypes}
          onChange={(accessTypes) => onChange({ accessTypes })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, lg: 2 }}>
        <AccessControlEnumFilter
          label={t('accessControl.filters.source')}
          options={SOURCES.map((value) => ({ value, label: t(`accessControl.source.${value}`) }))}
          value={search.sources}
          onChange={(sources) => onChange({ sources })}
        />
      </Grid>
    </>
  );

  const clear = (count > 0 || search.search !== undefined) && (
    <Button
      size="small"
      startIcon={<FilterAltOffOutlinedIcon />}
      onClick={() =>
        onChange({
          contractIds: undefined,
          projectZoneIds: undefined,
          readDirectionIds: undefined,
          accessTypes: undefined,
          sources: undefined,
          search: undefined,
        })
      }
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('accessControl.filters.clear')}
    </Button>
  );

  if (mobile) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {searchField}
            <Button
              variant={open ? 'contained' : 'outlined'}
              onClick={() => setOpen((shown) => !shown)}
              aria-expanded={open}
              startIcon={
                <Badge color="secondary" badgeContent={count}>
                  <TuneIcon />
                </Badge>
              }
              sx={{ flexShrink: 0, height: 40 }}
            >
              {t('accessControl.filters.more')}
            </Button>
          </Stack>
          <Collapse in={open} unmountOnExit>
            <Grid container spacing={2}>
              <Grid size={12}>{range}</Grid>
              <Grid size={12}>{sort}</Grid>
              {choices}
            </Grid>
          </Collapse>
          {clear}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 3 }}>{searchField}</Grid>
        {/* Wide enough at 1366 px for "MM/DD/YYYY hh:mm am" in both fields. */}
        <Grid size={{ xs: 12, md: 8, lg: 6 }}>{range}</Grid>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>{sort}</Grid>
        {choices}
      </Grid>
      {clear && <Stack sx={{ mt: 1.5 }}>{clear}</Stack>}
    </Paper>
  );
}
