import IconButton from '@mui/material/IconButton';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import type { WorkerDirectoryResponse, WorkerDirectoryRow } from '@siteline/shared';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
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
}

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
          <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
            <IconButton
              size="small"
              color="primary"
              disabled={!dirty || busy}
              aria-label={`${t('workersDirectory.advanced.save')}, ${row.WorkerName}`}
              title={
                busy ? t('workersDirectory.advanced.saving') : t('workersDirectory.advanced.save')
              }
              onClick={() => input.onSave(row)}
            >
              <SaveOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              disabled={!dirty || busy}
              aria-label={`${t('workersDirectory.advanced.cancel')}, ${row.WorkerName}`}
              title={t('workersDirectory.advanced.cancel')}
              onClick={() => input.onUndo(row)}
            >
              <UndoOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
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
    };
    if (id === 'WorkerName') {
      column.render = (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Link
            href={workerRecordPath(projectId, row.WorkerId)}
            underline="hover"
            sx={{ fontWeight: 600 }}
            onClick={(event) => {
              event.preventDefault();
              input.onOpen(row.WorkerId);
            }}
          >
            {row.WorkerName}
          </Link>
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
        </Stack>
      );
    } else if (id === 'SubContractId') {
      column.value = (row) => row.CompanyName;
    } else if (id === 'OnSiteStatus') {
      column.text = (row) =>
        row.OnSiteStatus === 'On Site'
          ? t('workersDirectory.onSite')
          : t('workersDirectory.offSite');
    } else if (id === 'TotalGrossHoursSeen') {
      column.align = 'right';
      column.text = (row) =>
        row.TotalGrossHoursSeen.toLocaleString(input.language, { minimumFractionDigits: 2 });
    } else if (id === 'NumberOfDaysSeen') {
      column.align = 'right';
    } else if (canEdit && isEditable(id)) {
      column.render = (row) => <WorkersAdvancedCell row={row} field={id} label={header} />;
    } else if (id.endsWith('String')) {
      column.text = (row) => {
        const v = row[id as 'NewHireString'];
        return v === 'Yes' ? t('workersDirectory.yes') : v === 'No' ? t('workersDirectory.no') : '';
      };
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
    });
  }
  return columns;
}
