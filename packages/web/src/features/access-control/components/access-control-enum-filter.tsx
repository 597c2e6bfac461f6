import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface AccessControlEnumFilterProps<T extends number> {
  label: string;
  options: readonly { value: T; label: string }[];
  /** Nothing chosen (undefined) means all. */
  value: readonly T[] | undefined;
  onChange: (value: T[] | undefined) => void;
}

/** A short list of constants (direction, access type, source) to tick; none ticked is all. */
export function AccessControlEnumFilter<T extends number>({
  label,
  options,
  value,
  onChange,
}: AccessControlEnumFilterProps<T>) {
  const { t } = useTranslation();
  const selected = (value ?? []).map(String);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={selected}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) => {
            const ids = chosen as string[];
            if (ids.length === 0) return t('accessControl.filters.all');
            return options
              .filter((option) => ids.includes(String(option.value)))
              .map((option) => option.label)
              .join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const ids = (Array.isArray(raw) ? raw : String(raw).split(',')).map(Number);
        const next = options.filter((option) => ids.includes(option.value)).map((o) => o.value);
        onChange(next.length ? next : undefined);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)} dense>
          <Checkbox
            size="small"
            checked={selected.includes(String(option.value))}
            sx={{ p: 0.5, mr: 1 }}
          />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
