import { useEffect, useMemo } from 'react';
import type { DivisionSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useDivisionsSummary } from './api/get-divisions-summary.ts';
import { DashboardsDivisionName } from './components/dashboards-division-name.tsx';
import { summaryFigureColumns } from './components/dashboards-summary-columns.tsx';
import type { SummaryColumn } from './components/dashboards-summary-table.tsx';
import { DashboardsSummaryView } from './components/dashboards-summary-view.tsx';
import {
  rememberSummarySearch,
  resolveSummarySearch,
  withoutSummaryDefaults,
  type DashboardsSummarySearch,
} from './dashboards-summary-search.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/dashboards');

/** A division as a summary row: its name is what the default order breaks ties on. */
type DivisionRow = DivisionSummary & { DisplayName: string };

export interface DashboardsDivisionsSummaryPageProps {
  projectId: number;
  search: DashboardsSummarySearch;
  onSearchChange: (search: DashboardsSummarySearch) => void;
}

/**
 * spec 000 §2–§3 Divisions summary: the contracts summary added up per division. A division's
 * figures depend on which contracts count, so the filters go to the server.
 */
export function DashboardsDivisionsSummaryPage({
  projectId,
  search,
  onSearchChange,
}: DashboardsDivisionsSummaryPageProps) {
  const { t } = useTranslation();
  const resolved = resolveSummarySearch(search);
  // A breakout's back link returns to the list with these filters and this sort.
  useEffect(() => rememberSummarySearch('divisions', projectId, search), [projectId, search]);
  const summary = useDivisionsSummary(projectId, {
    tradeFilter: resolved.tradeFilter,
    dateFilter: resolved.dateFilter,
  });

  const columns = useMemo<SummaryColumn<DivisionRow>[]>(
    () => [
      {
        id: 'DisplayName',
        label: t('summary.columns.division'),
        render: (row) => <DashboardsDivisionName projectId={projectId} division={row} />,
      },
      ...summaryFigureColumns<DivisionRow>(t),
    ],
    [projectId, t],
  );

  const data = summary.data;
  const rows = useMemo(
    () =>
      data?.Divisions.map((division) => ({
        ...division,
        // Sorting by name sorts by what the row shows.
        DisplayName: division.DivisionId === null ? t('summary.noDivision') : division.DivisionName,
      })),
    [data, t],
  );

  return (
    <DashboardsSummaryView
      title={t('summary.divisionsTitle')}
      subtitle={t('summary.divisionsSubtitle')}
      countLabel={t('summary.divisionsCount')}
      columns={columns}
      rows={rows}
      todayUnassignedTagCount={data?.TodayUnassignedTagCount}
      rowKey={(row) => String(row.DivisionId ?? 'none')}
      search={resolved}
      onSearchChange={(changes) =>
        onSearchChange(withoutSummaryDefaults({ ...search, ...changes }))
      }
    />
  );
}
