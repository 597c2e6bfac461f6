import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZES,
  reportRangeProblem,
  type TimesheetsReportRow,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import type { DataGridSort } from '@/components/data-grid/data-grid-state.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatCount, formatHoursExact } from '@/lib/numbers.ts';
import { useReportContracts, useTimesheetsReport } from './api/reports-api.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus, useOpenWorker } from '@/components/report-frame/report-grid.ts';
import { ReportRange } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';

await loadLocales('features/reports');

export interface TimesheetsParams {
  startDate: string;
  endDate: string;
  contractId: number | undefined;
}

const hours = formatHoursExact;

/** spec 001 §2–§5 Timesheets: the range's worker-days, 150 a page, rows open the worker. */
export function ReportsTimesheetsPage(props: {
  projectId: number;
  params: TimesheetsParams;
  onParamsChange: (params: TimesheetsParams) => void;
}) {
  const { t } = useTranslation();
  const openWorker = useOpenWorker(props.projectId);
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_REPORT_PAGE_SIZE);
  const [sort, setSort] = useState<DataGridSort>({ id: 'WorkerName', desc: false });
  const contracts = useReportContracts(props.projectId);
  const problem = reportRangeProblem(
    'timesheets',
    props.params.startDate,
    props.params.endDate,
    props.params.contractId !== undefined,
  );
  const appliedProblem = reportRangeProblem(
    'timesheets',
    applied.startDate,
    applied.endDate,
    applied.contractId !== undefined,
  );
  const query = {
    startDate: applied.startDate,
    endDate: applied.endDate,
    filterContractId: applied.contractId ?? 0,
  };
  const report = useTimesheetsReport(
    props.projectId,
    { ...query, page, pageSize, orderBy: sort.id, reverse: sort.desc },
    appliedProblem === null,
  );
  const columns: DataGridColumn<TimesheetsReportRow>[] = [
    {
      id: 'WorkerName',
      header: t('reports.columns.WorkerName'),
      value: (r) => r.WorkerName,
      size: 200,
    },
    {
      id: 'CompanyName',
      header: t('reports.columns.CompanyName'),
      value: (r) => r.CompanyName,
      size: 200,
    },
    {
      id: 'TimesheetDate',
      header: t('reports.columns.TimesheetDate'),
      value: (r) => r.TimesheetDate,
      size: 120,
    },
    {
      id: 'FirstSeenLocal',
      header: t('reports.columns.FirstSeen'),
      value: (r) => r.FirstSeenLocal.slice(11, 16),
      sortable: false,
      size: 100,
    },
    {
      id: 'LastSeenLocal',
      header: t('reports.columns.LastSeen'),
      value: (r) => r.LastSeenLocal.slice(11, 16),
      sortable: false,
      size: 100,
    },
    {
      id: 'GrossHours',
      header: t('reports.columns.GrossHours'),
      value: (r) => r.GrossHours,
      text: (r) => hours(r.GrossHours),
      align: 'right',
      size: 110,
    },
    {
      id: 'OnSiteNetHours',
      header: t('reports.columns.OnSiteNetHours'),
      value: (r) => r.OnSiteNetHours,
      text: (r) => hours(r.OnSiteNetHours),
      align: 'right',
      size: 130,
    },
    {
      id: 'SiteStatusDisplayName',
      header: t('reports.columns.SiteStatus'),
      value: (r) => r.SiteStatusDisplayName,
      sortable: false,
      size: 110,
    },
    {
      id: 'Trade',
      header: t('reports.columns.Trade'),
      value: (r) => r.Trade ?? '',
      sortable: false,
    },
  ];
  const set = (patch: Partial<TimesheetsParams>) =>
    props.onParamsChange({ ...props.params, ...patch });
  const totals = report.data?.Totals;
  return (
    <ReportFrame
      title={t('reports.timesheets.title')}
      edited={edited}
      problem={problem}
      onRefresh={() => {
        setPage(1);
        refresh(() => report.refetch());
      }}
      onDownload={(format) =>
        downloadReport(props.projectId, 'timesheets', format, {
          ...query,
          orderBy: sort.id,
          reverse: sort.desc ? 'true' : undefined,
        })
      }
      params={
        <>
          <ReportRange value={props.params} onChange={set} />
          <TextField
            select
            size="small"
            label={t('reportFrame.contract')}
            value={props.params.contractId ?? ''}
            onChange={(event) =>
              set({
                contractId: event.target.value === '' ? undefined : Number(event.target.value),
              })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: 240 }}
          >
            <MenuItem value="">{t('reportFrame.allContracts')}</MenuItem>
            {(contracts.data?.Data ?? []).map((c) => (
              <MenuItem key={c.ContractId} value={c.ContractId}>
                {c.DisplayName}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    >
      {totals && report.data && (
        <Typography variant="body2" color="text.secondary" data-testid="reports-timesheets-totals">
          {t('reports.timesheets.totals', {
            rows: formatCount(report.data.TotalCount),
            workers: formatCount(totals.Workers),
            gross: hours(totals.GrossHours),
            net: hours(totals.OnSiteNetHours),
          })}
        </Typography>
      )}
      <DataGrid
        id="reports-timesheets"
        label={t('reports.timesheets.grid')}
        columns={columns}
        rows={report.data?.Data ?? []}
        getRowId={(r) => `${r.WorkerId}-${r.TimesheetDate}`}
        server={{
          totalCount: report.data?.TotalCount ?? 0,
          page,
          pageSize,
          pageSizes: REPORT_PAGE_SIZES,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
          sort,
          onSortChange: (next) => {
            setSort(next);
            setPage(1);
          },
        }}
        onRowOpen={(r) => openWorker(r.WorkerId, 'timesheets')}
        {...gridStatus(report, appliedProblem === null)}
        emptyText={t('reports.timesheets.empty')}
      />
    </ReportFrame>
  );
}
