import { REPORT_PAGE_SIZES, reportRangeProblem, type ZoneTimesheetRow } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus, useOpenWorker } from '@/components/report-frame/report-grid.ts';
import { ReportRange, ZonesParam } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatHoursExact } from '@/lib/numbers.ts';
import { useZoneReport, type RangeParams } from './api/reports-api.ts';

await loadLocales('features/reports');

export interface ZoneReportParams extends RangeParams {
  /** The zones picked (each with the zones inside it); none: every zone. */
  zoneIds: readonly number[];
}

/** spec 001 §2–§3 Zones: hours each worker spent in each zone, 90 days at most. */
export function ReportsZonePage(props: {
  projectId: number;
  params: ZoneReportParams;
  onParamsChange: (params: ZoneReportParams) => void;
}) {
  const { t } = useTranslation();
  const openWorker = useOpenWorker(props.projectId);
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const problem = reportRangeProblem('zone', props.params.startDate, props.params.endDate);
  const ok = reportRangeProblem('zone', applied.startDate, applied.endDate) === null;
  const zoneIds = applied.zoneIds;
  const report = useZoneReport(props.projectId, applied, ok);
  const columns: DataGridColumn<ZoneTimesheetRow>[] = [
    {
      id: 'zoneName',
      header: t('reports.zone.columns.zoneName'),
      value: (r) => r.zoneName,
      size: 180,
    },
    {
      id: 'workerFullDisplayName',
      header: t('reports.zone.columns.workerFullDisplayName'),
      value: (r) => r.workerFullDisplayName,
      size: 200,
    },
    {
      id: 'companyName',
      header: t('reports.zone.columns.companyName'),
      value: (r) => r.companyName,
      size: 200,
    },
    {
      id: 'workerTrade',
      header: t('reports.zone.columns.workerTrade'),
      value: (r) => r.workerTrade ?? '',
    },
    {
      id: 'workerZipCode',
      header: t('reports.zone.columns.workerZipCode'),
      value: (r) => r.workerZipCode ?? '',
      size: 110,
    },
    {
      id: 'workerId',
      header: t('reports.zone.columns.workerId'),
      value: (r) => r.workerId,
      size: 100,
    },
    {
      id: 'totalGrossHours',
      header: t('reports.zone.columns.totalGrossHours'),
      value: (r) => r.totalGrossHours,
      text: (r) => formatHoursExact(r.totalGrossHours),
      align: 'right',
      size: 120,
    },
  ];
  const set = (patch: Partial<ZoneReportParams>) =>
    props.onParamsChange({ ...props.params, ...patch });
  return (
    <ReportFrame
      title={t('reports.zone.title')}
      edited={edited}
      problem={problem}
      onRefresh={() => {
        refresh(() => report.refetch());
      }}
      onDownload={(format) =>
        downloadReport(props.projectId, 'zone', format, {
          startDateInclusive: applied.startDate,
          endDateInclusive: applied.endDate,
          projectZonesIds: zoneIds.join(',') || undefined,
        })
      }
      params={
        <>
          <ReportRange value={props.params} onChange={set} />
          <ZonesParam
            projectId={props.projectId}
            value={props.params.zoneIds}
            onChange={(v) => set({ zoneIds: v })}
          />
        </>
      }
    >
      <DataGrid
        id="reports-zone"
        label={t('reports.zone.grid')}
        columns={columns}
        rows={report.data?.reportItems ?? []}
        getRowId={(r) => `${r.workerId}-${r.projectZoneId}`}
        pageSizes={REPORT_PAGE_SIZES}
        defaultPageSize={150}
        onRowOpen={(r) => openWorker(r.workerId, 'profile')}
        {...gridStatus(report, ok)}
        emptyText={t('reports.zone.empty')}
      />
    </ReportFrame>
  );
}
