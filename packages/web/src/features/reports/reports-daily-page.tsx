import Typography from '@mui/material/Typography';
import { SAFE_PROX_TAG_TYPE_ID, type DailyReportRow } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import type { DataGridSort } from '@/components/data-grid/data-grid-state.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatHoursExact } from '@/lib/numbers.ts';
import { useDailyReport, useReportTagTypes, type DailyParams } from './api/reports-api.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus } from '@/components/report-frame/report-grid.ts';
import { DateParam, TradeParam, ZoneParam } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';

await loadLocales('features/reports');

/** spec 001 §2–§3 Daily headcount: per contract by shift, a zone's with projectZoneId. */
export function ReportsDailyPage(props: {
  projectId: number;
  params: DailyParams;
  onParamsChange: (params: DailyParams) => void;
  /** spec 001 §2 orderByDaily / reverseDaily: the grid's first sort. */
  sort: DataGridSort | null;
  onSortChange: (sort: DataGridSort | null) => void;
}) {
  const { t } = useTranslation();
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const report = useDailyReport(props.projectId, applied);
  const tagTypes = useReportTagTypes(props.projectId);
  const h = report.data?.Headcount;
  const columns: DataGridColumn<DailyReportRow>[] = [
    {
      id: 'CompanyName',
      header: t('reports.columns.CompanyName'),
      value: (r) => r.CompanyName,
      size: 220,
    },
    {
      id: 'PrimeCompanyName',
      header: t('reports.columns.PrimeCompanyName'),
      value: (r) => r.PrimeCompanyName,
      size: 200,
    },
    { id: 'Trade', header: t('reports.columns.Trade'), value: (r) => r.Trade ?? '' },
    {
      id: 'HeadcountRecordedDayShift',
      header: t('reports.columns.DayShift'),
      value: (r) => r.HeadcountRecordedDayShift,
      align: 'right',
      size: 110,
    },
    {
      id: 'HeadcountRecordedNightShift',
      header: t('reports.columns.NightShift'),
      value: (r) => r.HeadcountRecordedNightShift,
      align: 'right',
      size: 110,
    },
    {
      id: 'HeadcountRecordedNotApplicable',
      header: t('reports.columns.NotApplicable'),
      value: (r) => r.HeadcountRecordedNotApplicable,
      align: 'right',
      size: 110,
    },
    {
      id: 'HeadcountRecorded',
      header: t('reports.columns.Headcount'),
      value: (r) => r.HeadcountRecorded,
      align: 'right',
      size: 110,
    },
    {
      id: 'OnSiteNetHours',
      header: t('reports.columns.OnSiteNetHours'),
      value: (r) => r.OnSiteNetHours,
      text: (r) => (r.OnSiteNetHours === null ? '' : formatHoursExact(r.OnSiteNetHours)),
      align: 'right',
      size: 130,
    },
    {
      id: 'GrossHours',
      header: t('reports.columns.GrossHours'),
      value: (r) => r.GrossHours,
      text: (r) => (r.GrossHours === null ? '' : formatHoursExact(r.GrossHours)),
      align: 'right',
      size: 120,
    },
  ];
  const set = (patch: Partial<DailyParams>) => props.onParamsChange({ ...props.params, ...patch });
  return (
    <ReportFrame
      title={t('reports.daily.title')}
      edited={edited}
      onRefresh={() => {
        refresh(() => report.refetch());
      }}
      onDownload={(format) => downloadReport(props.projectId, 'daily', format, { ...applied })}
      formats={['xlsx', 'csv', 'pdf']}
      extraDownloads={
        // spec 002 §7: only when the project's badges include the SafeProx tag type.
        tagTypes.data?.some((tt) => tt.TagTypeId === SAFE_PROX_TAG_TYPE_ID)
          ? [
              {
                label: t('reports.daily.safeProx'),
                run: () =>
                  downloadReport(props.projectId, 'daily-safeprox', 'xlsx', { ...applied }),
              },
            ]
          : []
      }
      params={
        <>
          <DateParam
            label={t('reportFrame.date')}
            value={props.params.dailyDate ?? h?.Date ?? ''}
            onChange={(v) => set({ dailyDate: v || undefined })}
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
      {h && (
        <Typography variant="body2" color="text.secondary" data-testid="reports-daily-totals">
          {t('reports.total')}: {h.Totals.HeadcountRecorded} ·{' '}
          {h.Totals.OnSiteNetHours !== null && (
            <>
              {t('reports.columns.OnSiteNetHours')} {formatHoursExact(h.Totals.OnSiteNetHours)}{' '}
              ·{' '}
            </>
          )}
          {h.Totals.GrossHours !== null && (
            <>
              {t('reports.columns.GrossHours')} {formatHoursExact(h.Totals.GrossHours)} ·{' '}
            </>
          )}
          {t('reports.unassigned', { n: h.UnassignedHeadcount })}
        </Typography>
      )}
      <DataGrid
        id="reports-daily"
        sort={props.sort}
        onSortChange={props.onSortChange}
        label={t('reports.daily.grid')}
        columns={columns}
        rows={h?.SubContracts ?? []}
        getRowId={(r) => String(r.ContractId)}
        {...gridStatus(report)}
        emptyText={t('reports.daily.empty')}
      />
    </ReportFrame>
  );
}
