import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useNavigate } from '@tanstack/react-router';
import { REPORT_ALERT_STATUSES, reportRangeProblem, type AlertFact } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import type { DataGridSort } from '@/components/data-grid/data-grid-state.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus } from '@/components/report-frame/report-grid.ts';
import { ReportRange } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useAlertsReport, type AlertsReportParams } from './api/alerts-report.ts';
import { alertFactTitle, alertFactWhere } from './alerts-words.ts';

await loadLocales('features/alerts');

const STATUS_KEYS = { 1: 'active', 2: 'resolved', 3: 'snoozed' } as const;

/** spec 001 §2–§3 Alerts report: the facts raised in the range, in the statuses chosen. */
export function AlertsReportPage(props: {
  projectId: number;
  params: AlertsReportParams;
  onParamsChange: (params: AlertsReportParams) => void;
  /** spec 001 §2 orderByAlerts / reverseAlerts: the grid's first sort (newest first). */
  sort: DataGridSort | null;
  onSortChange: (sort: DataGridSort | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const problem = reportRangeProblem('alerts', props.params.startDate, props.params.endDate);
  const ok = reportRangeProblem('alerts', applied.startDate, applied.endDate) === null;
  const report = useAlertsReport(props.projectId, applied, ok);
  const status = (id: number) => t(`alerts.report.status.${STATUS_KEYS[id as 1]}`);
  const columns: DataGridColumn<AlertFact>[] = [
    {
      id: 'TriggeredAt',
      header: t('alerts.report.columns.triggered'),
      value: (f) => f.TriggeredAt,
      text: (f) => formatLocalDateTime(f.TriggeredLocal),
      size: 170,
    },
    {
      id: 'AlertType',
      header: t('alerts.report.columns.type'),
      value: (f) => t(`alerts.types.${f.AlertType}`),
      size: 160,
    },
    {
      id: 'Title',
      header: t('alerts.report.columns.what'),
      value: (f) => alertFactTitle(f, t, formatLocalDateTime),
      size: 320,
      groupable: false,
    },
    {
      id: 'Where',
      header: t('alerts.report.columns.where'),
      value: (f) => alertFactWhere(f, t),
      size: 200,
    },
    {
      id: 'StatusId',
      header: t('alerts.report.columns.status'),
      value: (f) => status(f.StatusId),
      size: 110,
    },
  ];
  const set = (patch: Partial<AlertsReportParams>) =>
    props.onParamsChange({ ...props.params, ...patch });
  const toggle = (id: number, on: boolean) =>
    set({
      alertStatusIds: REPORT_ALERT_STATUSES.filter((s) =>
        s === id ? on : props.params.alertStatusIds.includes(s),
      ),
    });
  return (
    <ReportFrame
      title={t('alerts.report.title')}
      edited={edited}
      problem={problem}
      onRefresh={() => {
        refresh(() => report.refetch());
      }}
      onDownload={(format) =>
        downloadReport(props.projectId, 'alerts', format, {
          startDate: applied.startDate,
          endDate: applied.endDate,
          alertStatusIds: applied.alertStatusIds.join(','),
        })
      }
      params={
        <>
          <ReportRange value={props.params} onChange={set} />
          {REPORT_ALERT_STATUSES.map((id) => (
            <FormControlLabel
              key={id}
              control={
                <Checkbox
                  size="small"
                  checked={props.params.alertStatusIds.includes(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                />
              }
              label={status(id)}
            />
          ))}
        </>
      }
    >
      <DataGrid
        id="reports-alerts"
        label={t('alerts.report.grid')}
        columns={columns}
        rows={report.data?.Alerts ?? []}
        getRowId={(f) => String(f.AlertFactId)}
        pageSizes={[100, 150, 200]}
        defaultPageSize={150}
        sort={props.sort}
        onSortChange={props.onSortChange}
        onRowOpen={(f) => {
          if (f.WorkerId === null) return;
          void navigate({
            to: '/project/$id/directory/worker/$workerId/$tab',
            params: { id: String(props.projectId), workerId: String(f.WorkerId), tab: 'alerts' },
          });
        }}
        {...gridStatus(report, ok)}
        emptyText={t('alerts.report.empty')}
      />
    </ReportFrame>
  );
}
