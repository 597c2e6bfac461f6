import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  deviationLevel,
  deviationPercent,
  sumHours,
  type DateFilter,
  type TradeFilter,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DeviationIndexCard } from '@/components/index-card/deviation-index-card.tsx';
import { IndexCard } from '@/components/index-card/index-card.tsx';
import { formatCount } from '@/lib/numbers.ts';
import {
  nextSort,
  sortSummaryRows,
  type DashboardsSummarySearch,
  type ResolvedSummarySearch,
  type SummaryRow,
} from '../dashboards-summary-search.ts';
import { DashboardsSummaryCards } from './dashboards-summary-cards.tsx';
import { DashboardsSummaryFilters } from './dashboards-summary-filters.tsx';
import { DashboardsSummarySort } from './dashboards-summary-sort.tsx';
import { DashboardsSummaryTable, type SummaryColumn } from './dashboards-summary-table.tsx';

export interface DashboardsSummaryViewProps<T extends SummaryRow> {
  title: string;
  subtitle: string;
  /** What one row is, for the count card ("contracts", "divisions"). */
  countLabel: string;
  columns: readonly SummaryColumn<T>[];
  /** The rows the filters let through; undefined while they load. */
  rows: readonly T[] | undefined;
  todayUnassignedTagCount: number | undefined;
  rowKey: (row: T) => string;
  search: ResolvedSummarySearch;
  onSearchChange: (changes: DashboardsSummarySearch) => void;
}

/**
 * The frame the contracts and divisions summaries share: totals of the rows shown, the filters,
 * and the rows in a sortable table (cards on a phone).
 */
export function DashboardsSummaryView<T extends SummaryRow>({
  title,
  subtitle,
  countLabel,
  columns,
  rows,
  todayUnassignedTagCount,
  rowKey,
  search,
  onSearchChange,
}: DashboardsSummaryViewProps<T>) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const sorted = rows ? sortSummaryRows(rows, search) : undefined;

  // The deviation compares like with like (docs/domain.md, as the home's): the hours of the rows
  // with a plan against their plan. Hours of rows without one (owner services under "All") are
  // said beside it, never mixed in. Sums in exact hundredths, rounded once when shown.
  const withPlan = rows?.filter((row) => row.PlannedHoursToDate !== null) ?? [];
  const planned = sumHours(withPlan.map((row) => row.PlannedHoursToDate ?? 0));
  const actual = sumHours(withPlan.map((row) => row.ActualHoursToDate));
  const unplanned = sumHours(
    (rows ?? []).filter((row) => row.PlannedHoursToDate === null).map((r) => r.ActualHoursToDate),
  );
  const hasPlan = withPlan.length > 0;
  const deviation = hasPlan ? deviationPercent(actual, planned) : null;
  const behind = rows?.filter((row) => deviationLevel(row.Deviation) === 'behind').length ?? 0;
  const onsite = rows?.reduce((sum, row) => sum + row.OnsiteToday, 0);

  const changeFilters = (changes: { tradeFilter?: TradeFilter; dateFilter?: DateFilter }) =>
    onSearchChange(changes);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
      </div>

      <Grid container spacing={2}>
        <Grid size={{ xs: 6, lg: 3 }}>
          <IndexCard
            label={countLabel}
            data-testid="summary-count"
            value={rows ? formatCount(rows.length) : undefined}
            caption={rows && t('summary.behindCount', { count: behind })}
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <DeviationIndexCard
            label={t('summary.deviation')}
            data-testid="summary-deviation"
            value={rows ? deviation : undefined}
            caption={
              rows && (
                <span>
                  {hasPlan
                    ? t('summary.hours', {
                        actual: formatCount(actual),
                        planned: formatCount(planned),
                      })
                    : t('summary.noPlan')}
                  {unplanned > 0 && (
                    <span style={{ display: 'block' }} data-testid="summary-unplanned">
                      {t('summary.unplannedHours', { hours: formatCount(unplanned) })}
                    </span>
                  )}
                </span>
              )
            }
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <IndexCard
            label={t('summary.onsiteToday')}
            data-testid="summary-onsite"
            value={onsite === undefined ? undefined : formatCount(onsite)}
            caption={t('summary.onsiteCaption')}
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <IndexCard
            label={t('summary.unassignedTags')}
            data-testid="summary-unassigned"
            value={
              todayUnassignedTagCount === undefined
                ? undefined
                : formatCount(todayUnassignedTagCount)
            }
            caption={t('summary.unassignedCaption')}
          />
        </Grid>
      </Grid>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { md: 'center' } }}
      >
        <DashboardsSummaryFilters
          tradeFilter={search.tradeFilter}
          dateFilter={search.dateFilter}
          onChange={changeFilters}
        />
        {phone && (
          <DashboardsSummarySort columns={columns} search={search} onChange={onSearchChange} />
        )}
      </Stack>

      {sorted === undefined ? (
        <Skeleton variant="rounded" height={320} />
      ) : sorted.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
          {t('summary.empty')}
        </Typography>
      ) : phone ? (
        <DashboardsSummaryCards columns={columns} rows={sorted} rowKey={rowKey} />
      ) : (
        <DashboardsSummaryTable
          label={title}
          columns={columns}
          rows={sorted}
          rowKey={rowKey}
          search={search}
          onSort={(column) => onSearchChange(nextSort(search, column))}
        />
      )}
    </Stack>
  );
}
