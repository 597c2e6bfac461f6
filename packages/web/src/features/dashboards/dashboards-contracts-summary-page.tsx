import { useEffect, useMemo } from 'react';
import { matchesDateFilter, matchesTradeFilter, type ContractSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useContractsSummary } from './api/get-contracts-summary.ts';
import { DashboardsContractName } from './components/dashboards-contract-name.tsx';
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

export interface DashboardsContractsSummaryPageProps {
  projectId: number;
  search: DashboardsSummarySearch;
  onSearchChange: (search: DashboardsSummarySearch) => void;
}

/**
 * spec 000 §2–§3 Contracts summary: every contract against the workforce plan, filtered by trade
 * and dates with the shared rules (one request, the filters work on what it brought), in the
 * default order or by any column. A contract opens its breakout.
 */
export function DashboardsContractsSummaryPage({
  projectId,
  search,
  onSearchChange,
}: DashboardsContractsSummaryPageProps) {
  const { t } = useTranslation();
  const summary = useContractsSummary(projectId);
  const resolved = resolveSummarySearch(search);
  // A breakout's back link returns to the list with these filters and this sort.
  useEffect(() => rememberSummarySearch('contracts', projectId, search), [projectId, search]);

  const columns = useMemo<SummaryColumn<ContractSummary>[]>(
    () => [
      {
        id: 'DisplayName',
        label: t('summary.columns.contract'),
        render: (row) => <DashboardsContractName projectId={projectId} contract={row} />,
      },
      ...summaryFigureColumns<ContractSummary>(t),
    ],
    [projectId, t],
  );

  const data = summary.data;
  const rows = useMemo(
    () =>
      data?.Contracts.filter(
        (contract) =>
          matchesTradeFilter(contract, resolved.tradeFilter) &&
          matchesDateFilter(contract, resolved.dateFilter, data.Today),
      ),
    [data, resolved.tradeFilter, resolved.dateFilter],
  );

  return (
    <DashboardsSummaryView
      title={t('summary.contractsTitle')}
      subtitle={t('summary.contractsSubtitle')}
      countLabel={t('summary.contractsCount')}
      columns={columns}
      rows={rows}
      todayUnassignedTagCount={data?.TodayUnassignedTagCount}
      rowKey={(row) => String(row.ContractId)}
      search={resolved}
      onSearchChange={(changes) =>
        onSearchChange(withoutSummaryDefaults({ ...search, ...changes }))
      }
    />
  );
}
