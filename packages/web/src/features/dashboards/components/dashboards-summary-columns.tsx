import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { DeviationChip } from '@/components/deviation-chip/deviation-chip.tsx';
import { formatDate } from '@/lib/dates.ts';
import { formatCount, formatHours } from '@/lib/numbers.ts';
import type { SummaryRow } from '../dashboards-summary-search.ts';
import type { SummaryColumn } from './dashboards-summary-table.tsx';

const dash = '—';

/**
 * The figures both summaries show (spec 000 §3), after the name column each gives itself. Hours
 * and plans "to date" count the days before today.
 */
export function summaryFigureColumns<T extends SummaryRow>(t: TFunction): SummaryColumn<T>[] {
  const count = (value: number | null): ReactNode => (value === null ? dash : formatCount(value));
  const hours = (value: number | null): ReactNode => (value === null ? dash : formatHours(value));
  return [
    {
      id: 'OnsiteToday',
      label: t('summary.columns.onsiteToday'),
      numeric: true,
      render: (row) => count(row.OnsiteToday),
    },
    {
      id: 'PlannedHeadcountToday',
      label: t('summary.columns.plannedHeadcountToday'),
      numeric: true,
      render: (row) => count(row.PlannedHeadcountToday),
    },
    {
      id: 'PlannedHoursToDate',
      label: t('summary.columns.plannedHoursToDate'),
      numeric: true,
      render: (row) => hours(row.PlannedHoursToDate),
    },
    {
      id: 'ActualHoursToDate',
      label: t('summary.columns.actualHoursToDate'),
      numeric: true,
      render: (row) => hours(row.ActualHoursToDate),
    },
    {
      id: 'FirstForecastDate',
      label: t('summary.columns.firstForecastDate'),
      render: (row) => (row.FirstForecastDate ? formatDate(row.FirstForecastDate) : dash),
    },
    {
      id: 'LastForecastDate',
      label: t('summary.columns.lastForecastDate'),
      render: (row) => (row.LastForecastDate ? formatDate(row.LastForecastDate) : dash),
    },
    {
      id: 'Deviation',
      label: t('summary.columns.deviation'),
      numeric: true,
      render: (row) => <DeviationChip value={row.Deviation} />,
    },
  ];
}
