import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ChoiceOption {
  id: number;
  label: string;
  /** A pseudo choice (Unassigned) or an archived zone: shown in italics. */
  muted?: boolean;
  /** Indentation in a tree (zones). */
  depth?: number;
}

export interface AccessControlChoiceFilterProps {
  label: string;
  options: readonly ChoiceOption[];
  /** Nothing chosen (undefined) means all. */
  value: readonly number[] | undefined;
  loading?: boolean;
  onChange: (value: number[] | undefined) => void;
}

/** A longer list (contracts, zones) to pick several from, with typing to narrow it. */
export function AccessControlChoiceFilter({
  label,
  options,
  value,
  loading,
  onChange,
}: AccessControlChoiceFilterProps) {
  const { t } = useTranslation();
  const ids = value ?? [];
  // Chosen ids the list does not hold (yet) still show, so the address is never silently lost.
  const chosen = ids.map(
    (id) => options.find((option) => option.id === id) ?? { id, label: `#${id}`, muted: true },
  );
  return (
    <Autocomplete<ChoiceOption, true>
      multiple
      size="small"
      disableCloseOnSelect
      limitTags={1}
      loading={loading}
      options={options}
      value={chosen}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.label}
      onChange={(_event, next) => onChange(next.length ? next.map((o) => o.id) : undefined)}
      getLimitTagsText={(more) => `+${more}`}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox
            size="small"
            checked={selected}
            sx={{ p: 0.5, mr: 1, ml: (option.depth ?? 0) * 1.5 }}
          />
          <Typography
            variant="body2"
            sx={option.muted ? { fontStyle: 'italic', color: 'text.secondary' } : undefined}
          >
            {option.label}
          </Typography>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={ids.length ? undefined : t('accessControl.filters.all')}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
          }}
        />
      )}
    />
  );
}
