import { createContext, memo, useContext, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DURATION_OPTIONS,
  YES_NO,
  type DirectoryEditableField,
  type WorkerDirectoryRow,
} from '@siteline/shared';
import type { TFunction } from 'i18next';
import { cellText, type DirectoryEdits } from '../workers-advanced-edits.ts';
import './workers-advanced-cell.css';

export interface DirectoryEditing {
  /** The page's translate function: one subscription for the page, not one per cell. */
  t: TFunction;
  edits: DirectoryEdits;
  setCell: (row: WorkerDirectoryRow, field: DirectoryEditableField, text: string) => void;
}
export const DirectoryEditingContext = createContext<DirectoryEditing | null>(null);

const DATE_FIELDS = new Set<DirectoryEditableField>([
  'SafetyBriefingDate',
  'OSHA10IssueDate',
  'OSHA30IssueDate',
  'FirstAidCPRIssueDate',
  'FitForDutyCalendarDate',
]);
const DURATION_FIELDS = new Set<DirectoryEditableField>(['EmploymentDuration', 'IndustryDuration']);

export interface WorkersAdvancedCellProps {
  row: WorkerDirectoryRow;
  field: DirectoryEditableField;
  label: string;
}

/** One editable cell: text, date, Yes/No or a duration (spec 001 §5 "Yes/No text"). */
export const WorkersAdvancedCell = memo(function WorkersAdvancedCell({
  row,
  field,
  label,
}: WorkersAdvancedCellProps) {
  const editing = useContext(DirectoryEditingContext);
  // An editor only once the cell is opened: a page of 100 rows stays light to show.
  const [open, setOpen] = useState(false);
  if (!editing) return null;
  const { t } = editing;
  const edited = editing.edits[row.WorkerId]?.[field];
  const value = edited ?? cellText(row, field);
  const select = field.endsWith('String') || DURATION_FIELDS.has(field);
  if (!open && edited === undefined) {
    const shown =
      value === 'Yes'
        ? t('workersDirectory.yes')
        : value === 'No'
          ? t('workersDirectory.no')
          : value;
    return (
      <button
        type="button"
        className="workers-advanced-cell"
        aria-label={`${label}, ${row.WorkerName}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {shown}
      </button>
    );
  }
  const common = {
    size: 'small' as const,
    variant: 'standard' as const,
    fullWidth: true,
    value,
    onChange: (event: { target: { value: string } }) =>
      editing.setCell(row, field, event.target.value),
    onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
    onKeyDown: (event: { stopPropagation: () => void }) => event.stopPropagation(),
    autoFocus: open && edited === undefined && !select,
    onBlur: () => setOpen(false),
    slotProps: {
      htmlInput: { 'aria-label': `${label}, ${row.WorkerName}` },
      ...(select
        ? { select: { defaultOpen: edited === undefined, onClose: () => setOpen(false) } }
        : {}),
    },
    sx: edited === undefined ? undefined : { '& .MuiInput-root': { bgcolor: 'warning.light' } },
  };
  if (select) {
    const options = DURATION_FIELDS.has(field) ? DURATION_OPTIONS : YES_NO;
    return (
      <TextField {...common} select>
        <MenuItem value="">
          <em>{t('workersDirectory.advanced.noValue')}</em>
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option === 'Yes'
              ? t('workersDirectory.yes')
              : option === 'No'
                ? t('workersDirectory.no')
                : option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return <TextField {...common} type={DATE_FIELDS.has(field) ? 'date' : 'text'} />;
});
