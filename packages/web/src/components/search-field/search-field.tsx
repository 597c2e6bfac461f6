import { useEffect, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { applicableSearch } from '@/lib/address/address-params.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';
import { useSearchLabel } from './use-search-label.ts';

export interface SearchSuggestions<T> {
  /** Suggestions for the settled text (see onSettle). */
  options: readonly T[];
  loading: boolean;
  /** The text a chosen suggestion puts in the box and searches for. */
  getText: (option: T) => string;
  render: (option: T) => ReactNode;
}

export interface SearchFieldProps<T> {
  /** The search in effect (from the address). */
  value: string | undefined;
  /** Text of 3+ characters, or undefined when the box is emptied (spec 002 §5). */
  onSearch: (search: string | undefined) => void;
  label: string;
  /** Shown under one or two characters: they do not search yet. */
  hint: string;
  /** The clear button's label; a box with suggestions has the autocomplete's own. */
  clearLabel?: string;
  /** Called with the text once typing settles, to fetch suggestions for it. */
  onSettle?: (text: string) => void;
  suggestions?: SearchSuggestions<T>;
}

/** The one search box of every list screen: debounced, applied from 3 characters. */
export function SearchField<T = never>(props: SearchFieldProps<T>) {
  const { value, onSearch, label, hint, clearLabel, suggestions } = props;
  const { text, setText, settled, tooShort } = useDebouncedSearch(value, onSearch);
  const { onSettle } = props;
  useEffect(() => onSettle?.(settled), [onSettle, settled]);
  const startAdornment = (
    <InputAdornment position="start">
      <SearchIcon fontSize="small" />
    </InputAdornment>
  );
  const helperText = tooShort ? hint : undefined;
  const { shrink: raised, sx: labelSx, ...focus } = useSearchLabel(text);

  if (suggestions) {
    return (
      <Autocomplete<T, false, false, true>
        freeSolo
        options={applicableSearch(settled) ? suggestions.options : []}
        filterOptions={(options) => options}
        getOptionLabel={(option) =>
          typeof option === 'string' ? option : suggestions.getText(option)
        }
        inputValue={text}
        onInputChange={(_event, next, reason) => {
          if (reason !== 'reset') setText(next);
        }}
        onChange={(_event, option) => {
          // Enter on the typed text (freeSolo) applies it at once (spec 001 §5).
          if (typeof option === 'string') {
            const typed = applicableSearch(option);
            if (typed !== undefined) onSearch(typed);
          } else if (option !== null) {
            const chosen = suggestions.getText(option);
            setText(chosen);
            onSearch(applicableSearch(chosen));
          }
        }}
        loading={suggestions.loading}
        renderOption={({ key, ...optionProps }, option) => (
          <li key={key} {...optionProps}>
            {suggestions.render(option)}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            {...focus}
            size="small"
            label={label}
            helperText={helperText}
            sx={labelSx}
            slotProps={{
              ...params.slotProps,
              input: { ...params.slotProps.input, startAdornment },
              inputLabel: { ...params.slotProps.inputLabel, shrink: raised },
            }}
          />
        )}
      />
    );
  }

  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={helperText}
      {...focus}
      sx={labelSx}
      slotProps={{
        inputLabel: { shrink: raised },
        input: {
          startAdornment,
          endAdornment:
            text && clearLabel ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={clearLabel}
                  onClick={() => setText('')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
