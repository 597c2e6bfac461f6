import Typography from '@mui/material/Typography';
import { reportRangeProblem, type CompletionRow } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { downloadReport } from '@/components/report-frame/report-download.ts';
import { ReportFrame } from '@/components/report-frame/report-frame.tsx';
import { gridStatus } from '@/components/report-frame/report-grid.ts';
import { ReportRange } from '@/components/report-frame/report-params.tsx';
import { useAppliedParams } from '@/components/report-frame/report-rules.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatHoursExact, formatPercent } from '@/lib/numbers.ts';
import { useCompletionReport, type RangeParams } from './api/reports-api.ts';

await loadLocales('features/reports');

const hours = formatHoursExact;
const percent = (n: number | null) => (n === null ? '—' : formatPercent(n));

/** spec 001 §2 Completion (DOMAIN.md): planned against actual hours per contract, TCI, TSI. */
export function ReportsCompletionPage(props: {
  projectId: number;
  params: RangeParams;
  onParamsChange: (params: RangeParams) => void;
}) {
  const { t } = useTranslation();
  const { applied, edited, refresh } = useAppliedParams(props.params);
  const problem = reportRangeProblem('completion', props.params.startDate, props.params.endDate);
  const ok = reportRangeProblem('completion', applied.startDate, applied.endDate) === null;
  const report = useCompletionReport(props.projectId, applied, ok);
  const num = (
    id: keyof CompletionRow,
    format: (r: CompletionRow) => string,
    size = 130,
  ): DataGridColumn<CompletionRow> => ({
    id,
    header: t(`reports.completion.columns.${id as 'Deviation'}`),
    value: (r) => r[id],
    text: format,
    align: 'right',
    size,
  });
  const columns: DataGridColumn<CompletionRow>[] = [
    {
      id: 'CompanyName',
      header: t('reports.completion.columns.CompanyName'),
      value: (r) => r.CompanyName,
      size: 220,
    },
    num('PlannedHoursInRange', (r) => hours(r.PlannedHoursInRange)),
    num('ActualHoursInRange', (r) => hours(r.ActualHoursInRange)),
    num('Deviation', (r) => percent(r.Deviation), 110),
    num('TciValue', (r) => percent(r.TciValue), 90),
    num('TsiValue', (r) => percent(r.TsiValue), 90),
    num('OnsiteToday', (r) => String(r.OnsiteToday), 110),
    num('PlannedHoursToDateInRange', (r) => hours(r.PlannedHoursToDateInRange), 150),
    num('ActualHoursToDateInRange', (r) => hours(r.ActualHoursToDateInRange), 150),
  ];
  const set = (patch: Partial<RangeParams>) => props.onParamsChange({ ...props.params, ...patch });
  const total = report.data?.Total;
  return (
    <ReportFrame
      title={t('reports.completion.title')}
      edited={edited}
      problem={problem}
      onRefresh={() => {
        refresh(() => report.refetch());
      }}
      onDownload={(format) => downloadReport(props.projectId, 'completion', format, { ...applied })}
      params={
        <>
          <ReportRange value={props.params} onChange={set} />
        </>
      }
    >
      {total && (
        <Typography variant="body2" color="text.secondary" data-testid="reports-completion-total">
          {t('reports.completion.total', {
            planned: hours(total.PlannedHoursToDateInRange),
            actual: hours(total.ActualHoursToDateInRange),
            deviation: percent(total.Deviation),
          })}
        </Typography>
      )}
      <DataGrid
        id="reports-completion"
        label={t('reports.completion.grid')}
        columns={columns}
        rows={report.data?.Contracts ?? []}
        getRowId={(r) => String(r.ContractId)}
        {...gridStatus(report, ok)}
        emptyText={t('reports.completion.empty')}
      />
    </ReportFrame>
  );
}
