import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';

export interface DataGridSortLabels {
  sortBy: string;
  sortDirection: string;
  ascending: string;
  descending: string;
}

export interface DataGridSortProps<T extends string> {
  options: readonly T[];
  optionLabel: (option: T) => string;
  labels: DataGridSortLabels;
  orderBy: T;
  reverse: boolean;
  onOrderByChange: (orderBy: T) => void;
  onReverseChange: (reverse: boolean) => void;
  /** The row's layout, and the field's width, as each list lays out its toolbar. */
  sx?: SxProps<Theme>;
  fieldSx?: SxProps<Theme>;
  fullWidth?: boolean;
}

/** A server-sorted list's sort control: the sort field and an ascending/descending toggle. */
export function DataGridSort<T extends string>(props: DataGridSortProps<T>) {
  const { options, optionLabel, labels, orderBy, reverse } = props;
  return (
    <Stack direction="row" spacing={1} sx={props.sx}>
      <TextField
        select
        fullWidth={props.fullWidth}
        size="small"
        label={labels.sortBy}
        value={orderBy}
        onChange={(event) => props.onOrderByChange(event.target.value as T)}
        sx={props.fieldSx}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={reverse ? 'desc' : 'asc'}
        onChange={(_event, next: 'asc' | 'desc' | null) => {
          if (next) props.onReverseChange(next === 'desc');
        }}
        aria-label={labels.sortDirection}
      >
        <ToggleButton value="asc" aria-label={labels.ascending} title={labels.ascending}>
          <ArrowUpwardIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="desc" aria-label={labels.descending} title={labels.descending}>
          <ArrowDownwardIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
