import { REPORT_PAGE_SIZES, reportRangeProblem, type UndetectedTagRow } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus, useOpenWorker } from '@/components/report-frame/report-grid.ts';
import { ReportRange } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useUndetectedReport, type RangeParams } from './api/reports-api.ts';

await loadLocales('features/reports');

/** spec 001 §2–§3 Undetected devices: badges worn on a day present that no reader saw. */
export function ReportsUndetectedPage(props: {
  projectId: number;
  params: RangeParams;
  onParamsChange: (params: RangeParams) => void;
}) {
  const { t } = useTranslation();
  const openWorker = useOpenWorker(props.projectId);
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const problem = reportRangeProblem('undetected', props.params.startDate, props.params.endDate);
  const ok = reportRangeProblem('undetected', applied.startDate, applied.endDate) === null;
  const report = useUndetectedReport(props.projectId, applied, ok);
  const c = (id: keyof UndetectedTagRow, size = 150): DataGridColumn<UndetectedTagRow> => ({
    id,
    header: t(`reports.undetected.columns.${id as 'Tag'}`),
    value: (r) => r[id] ?? '',
    size,
  });
  const columns = [
    c('WorkerDisplayName', 190),
    c('SubCompanyName', 180),
    c('Tag', 140),
    c('TagTypeDisplayName', 120),
    c('CalendarDate', 120),
    c('WorkerSiteNumber', 120),
    c('PrimeCompanyName', 180),
    c('FirstSeenLocalDisplay', 170),
    c('LastSeenLocalDisplay', 170),
    { ...c('GrossHoursDisplay', 110), align: 'right' as const },
    c('Telephone', 140),
    c('ForemansName', 160),
    c('WorkerTitle', 140),
    c('WorkerTrade', 140),
  ];
  const set = (patch: Partial<RangeParams>) => props.onParamsChange({ ...props.params, ...patch });
  return (
    <ReportFrame
      title={t('reports.undetected.title')}
      edited={edited}
      problem={problem}
      onRefresh={() => {
        refresh(() => report.refetch());
      }}
      onDownload={(format) =>
        downloadReport(props.projectId, 'undetected-devices', format, {
          startDateInclusive: applied.startDate,
          endDateInclusive: applied.endDate,
        })
      }
      params={
        <>
          <ReportRange value={props.params} onChange={set} />
        </>
      }
    >
      <DataGrid
        id="reports-undetected-devices"
        label={t('reports.undetected.grid')}
        columns={columns}
        rows={report.data?.UndetectedTags ?? []}
        getRowId={(r) => `${r.WorkerId}-${r.CalendarDate}-${r.Tag}`}
        pageSizes={REPORT_PAGE_SIZES}
        defaultPageSize={150}
        defaultVisibleColumns={8}
        onRowOpen={(r) => openWorker(r.WorkerId, 'tags')}
        {...gridStatus(report, ok)}
        emptyText={t('reports.undetected.empty')}
      />
    </ReportFrame>
  );
}
