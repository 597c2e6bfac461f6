import { PLAN_FILE_COLUMNS, type PlanWeek } from '@siteline/shared';
import { cellText, type PlanEdits } from './contracts-plan-edits.ts';

/**
 * The plan template: the upload's columns, one row per contract and date the span covers (the
 * server's `workforce-plan/template`), with the plan as it is and the grid's unsaved edits
 * (empty where nothing is planned; such rows are skipped on upload). Built in the browser with
 * the data grid's workbook writer, loaded only when asked for.
 */
export async function downloadPlanTemplate(week: PlanWeek, edits: PlanEdits): Promise<void> {
  const { toXlsx } = await import('@/components/data-grid/data-grid-xlsx.ts');
  const rows = week.Contracts.flatMap((contract) =>
    week.Dates.map((date) => {
      const cell = cellText(week, edits, contract.ContractId, date);
      return [
        contract.ContractId,
        contract.ContractDisplayName,
        new Date(`${date}T00:00:00Z`),
        cell.headcount === '' ? null : Number(cell.headcount),
        cell.hours === '' ? null : Number(cell.hours),
      ];
    }),
  );
  const bytes = toXlsx({ headers: PLAN_FILE_COLUMNS, rows }, 'Plan');
  const blob = new Blob([bytes as BlobPart], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `workforce-plan-${week.WeekStart}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
