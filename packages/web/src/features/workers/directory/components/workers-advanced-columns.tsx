import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { WorkerDirectoryResponse, WorkerDirectoryRow } from '@siteline/shared';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { Icon } from '@/components/icon/icon.tsx';
import { isEditable, type DirectoryEdits } from '../workers-advanced-edits.ts';
import { workerRecordPath } from '../workers-directory-links.ts';
import { WorkersAdvancedCell } from './workers-advanced-cell.tsx';

export interface AdvancedColumnsInput {
  t: TFunction;
  language: string;
  projectId: number;
  response: WorkerDirectoryResponse | undefined;
  canEdit: boolean;
  edits: DirectoryEdits;
  saving: number | null;
  onOpen: (workerId: number) => void;
  onSave: (row: WorkerDirectoryRow) => void;
  onUndo: (row: WorkerDirectoryRow) => void;
  /** A column's values for its header filter, from the server (every page's workers). */
  loadValues: (column: string) => Promise<{ values: string[]; truncated: boolean }>;
}

// Material Icons' SaveOutlined and UndoOutlined (Apache License 2.0), drawn plain: a page has
// 150 rows of them.
const SAVE =
  'M17 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V7zm2 16H5V5h11.17L19 7.83zm-7-7c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3M6 6h9v4H6z';
const UNDO =
  'M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8';

const WIDTHS: Record<string, number> = {
  WorkerName: 200,
  Telephone: 160,
  Responsibilities: 200,
  SubContractId: 180,
  WorkerId: 90,
  ForemansName: 170,
  EmploymentDuration: 150,
  IndustryDuration: 150,
};

/** The advanced grid's columns: row actions, the fixed columns the user may see, then extras. */
export function advancedColumns(input: AdvancedColumnsInput): DataGridColumn<WorkerDirectoryRow>[] {
  const { t, response, canEdit, projectId } = input;
  const columns: DataGridColumn<WorkerDirectoryRow>[] = [];
  if (canEdit) {
    columns.push({
      id: 'actions',
      size: 90,
      header: t('workersDirectory.columns.actions'),
      value: (row) => (input.edits[row.WorkerId] ? t('workersDirectory.advanced.edited') : ''),
      sortable: false,
      filterable: false,
      groupable: false,
      render: (row) => {
        const dirty = input.edits[row.WorkerId] !== undefined;
        const busy = input.saving === row.WorkerId;
        return (
          // Plain elements (workers-advanced-cell.css): a page has 150 rows of these.
          <div className="workers-advanced-actions" onClick={(e) => e.stopPropagation()}>
            <button
              type="button"
              className="workers-advanced-action"
              data-primary=""
              disabled={!dirty || busy}
              aria-label={`${t('workersDirectory.advanced.save')}, ${row.WorkerName}`}
              title={
                busy ? t('workersDirectory.advanced.saving') : t('workersDirectory.advanced.save')
              }
              onClick={() => input.onSave(row)}
            >
              <Icon path={SAVE} size={20} />
            </button>
            <button
              type="button"
              className="workers-advanced-action"
              disabled={!dirty || busy}
              aria-label={`${t('workersDirectory.advanced.cancel')}, ${row.WorkerName}`}
              title={t('workersDirectory.advanced.cancel')}
              onClick={() => input.onUndo(row)}
            >
              <Icon path={UNDO} size={20} />
            </button>
          </div>
        );
      },
    });
  }
  for (const id of response?.Columns ?? []) {
    const header = t(`workersDirectory.field.${id}` as 'workersDirectory.field.WorkerName');
    const column: DataGridColumn<WorkerDirectoryRow> = {
      id,
      header,
      size: WIDTHS[id] ?? 140,
      sortable: false,
      value: (row) => row[id as keyof WorkerDirectoryRow] as string | number | null,
      loadFilterOptions: () => input.loadValues(id),
    };
    if (id === 'WorkerName') {
      column.render = (row) => (
        <div className="workers-advanced-name">
          <a
            href={workerRecordPath(projectId, row.WorkerId)}
            onClick={(event) => {
              event.preventDefault();
              input.onOpen(row.WorkerId);
            }}
          >
            {row.WorkerName}
          </a>
          {row.CertificationFlags.map((flag) => (
            <Chip
              key={flag.Certification}
              size="small"
              color={flag.Status === 'Expired' ? 'error' : 'warning'}
              label={t(`workersDirectory.certification.${flag.Status}`, {
                name: flag.Certification,
                date: flag.ExpiryDate,
              })}
            />
          ))}
        </div>
      );
    } else if (id === 'SubContractId') {
      column.value = (row) => row.CompanyName;
    } else if (id === 'OnSiteStatus') {
      const label = (value: string) =>
        value === 'On Site' ? t('workersDirectory.onSite') : t('workersDirectory.offSite');
      column.text = (row) => label(row.OnSiteStatus);
      column.filterOptionLabel = label;
    } else if (id === 'TotalGrossHoursSeen') {
      column.align = 'right';
      column.text = (row) =>
        row.TotalGrossHoursSeen.toLocaleString(input.language, { minimumFractionDigits: 2 });
    } else if (id === 'NumberOfDaysSeen') {
      column.align = 'right';
    } else if (canEdit && isEditable(id)) {
      column.render = (row) => <WorkersAdvancedCell row={row} field={id} label={header} />;
    }
    if (id.endsWith('String')) {
      const label = (v: string | null) =>
        v === 'Yes' ? t('workersDirectory.yes') : v === 'No' ? t('workersDirectory.no') : '';
      if (!(canEdit && isEditable(id))) column.text = (row) => label(row[id as 'NewHireString']);
      column.filterOptionLabel = label;
    }
    columns.push(column);
  }
  for (const field of response?.RegistrationFields ?? []) {
    const key = field.AdvancedGridMappingFieldName ?? field.FieldName;
    columns.push({
      id: `extra.${key}`,
      header: input.language.startsWith('es') ? field.DisplayNameSpanish : field.DisplayNameEnglish,
      size: 150,
      sortable: false,
      value: (row) => row.ExtraFields[key] ?? null,
      loadFilterOptions: () => input.loadValues(`extra.${key}`),
    });
  }
  return columns;
}
