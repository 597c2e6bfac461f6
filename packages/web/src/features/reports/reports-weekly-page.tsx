import Typography from '@mui/material/Typography';
import { WEEKDAY_COLUMNS, type WeeklyReportRow } from '@siteline/shared';
import { shiftDate } from '@siteline/shared/dashboards/dashboards.periods';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import type { DataGridSort } from '@/components/data-grid/data-grid-state.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useWeeklyReport, type WeeklyParams } from './api/reports-api.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus } from '@/components/report-frame/report-grid.ts';
import { DateParam, TradeParam, ZoneParam } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';

await loadLocales('features/reports');

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** spec 001 §2–§3 Weekly headcount: Sunday to Saturday per contract, the total and its mean. */
export function ReportsWeeklyPage(props: {
  projectId: number;
  params: WeeklyParams;
  onParamsChange: (params: WeeklyParams) => void;
  /** spec 001 §2 orderByWeekly / reverseWeekly: the grid's first sort. */
  sort: DataGridSort | null;
  onSortChange: (sort: DataGridSort | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const report = useWeeklyReport(props.projectId, applied);
  const p = report.data?.HeadcountPivot;
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const columns: DataGridColumn<WeeklyReportRow>[] = [
    {
      id: 'CompanyName',
      header: t('reports.columns.CompanyName'),
      value: (r) => r.CompanyName,
      size: 220,
    },
    { id: 'Trade', header: t('reports.columns.Trade'), value: (r) => r.Trade ?? '' },
    ...WEEKDAY_COLUMNS.map((column, i) => {
      const date = p ? shiftDate(p.StartDate, i) : null;
      const header = date
        ? `${dayName.format(new Date(`${date}T00:00:00Z`))} ${date.slice(5)}`
        : DAY_NAMES[i]!;
      return {
        id: column,
        header,
        value: (r: WeeklyReportRow) => r[column],
        align: 'right' as const,
        size: 90,
      };
    }),
    {
      id: 'TotalWeeklyHeadcountRecorded',
      header: t('reports.columns.Total'),
      value: (r) => r.TotalWeeklyHeadcountRecorded,
      align: 'right',
      size: 90,
    },
    {
      id: 'TotalFiveDayMean',
      header: t('reports.columns.FiveDayMean'),
      value: (r) => r.TotalFiveDayMean,
      align: 'right',
      size: 120,
    },
  ];
  const set = (patch: Partial<WeeklyParams>) => props.onParamsChange({ ...props.params, ...patch });
  return (
    <ReportFrame
      title={t('reports.weekly.title')}
      edited={edited}
      onRefresh={() => {
        refresh(() => report.refetch());
      }}
      onDownload={(format) => downloadReport(props.projectId, 'weekly', format, { ...applied })}
      formats={['xlsx', 'csv', 'pdf']}
      params={
        <>
          <DateParam
            label={t('reportFrame.week')}
            value={props.params.weeklyDate ?? p?.StartDate ?? ''}
            onChange={(v) => set({ weeklyDate: v || undefined })}
          />
          <ZoneParam
            projectId={props.projectId}
            value={props.params.projectZoneId}
            onChange={(v) => set({ projectZoneId: v })}
          />
          <TradeParam value={props.params.tradeFilter} onChange={(v) => set({ tradeFilter: v })} />
        </>
      }
    >
      {p && (
        <Typography variant="body2" color="text.secondary" data-testid="reports-weekly-totals">
          {t('reports.weekly.range', { start: p.StartDate, stop: p.StopDate })} ·{' '}
          {t('reports.total')}: {p.Totals.TotalWeeklyHeadcountRecorded} ·{' '}
          {t('reports.columns.FiveDayMean')}: {p.Totals.TotalFiveDayMean}
        </Typography>
      )}
      <DataGrid
        id="reports-weekly"
        sort={props.sort}
        onSortChange={props.onSortChange}
        label={t('reports.weekly.grid')}
        columns={columns}
        rows={p?.AllContracts ?? []}
        getRowId={(r) => String(r.ContractId)}
        {...gridStatus(report)}
        emptyText={t('reports.weekly.empty')}
      />
    </ReportFrame>
  );
}
