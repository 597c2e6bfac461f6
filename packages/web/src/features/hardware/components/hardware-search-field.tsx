import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MIN_LENGTH, type ReaderSuggestion } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useReaderSuggestions } from '../api/get-reader-suggestions.ts';
import { applicableSearch } from '../../../components/data-grid/data-grid-rules.ts';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface HardwareSearchFieldProps {
  projectId: number;
  /** The search in effect (from the address). */
  value: string | undefined;
  /** Called with text of 3+ characters, or undefined when the box is emptied (spec 002 §5). */
  onSearch: (search: string | undefined) => void;
}

/**
 * Free text over serial number and location, with the autocomplete's suggestions. One or two
 * characters change nothing; an empty box clears the search.
 */
export function HardwareSearchField({ projectId, value, onSearch }: HardwareSearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [settled, setSettled] = useState(text);
  const suggestions = useReaderSuggestions(projectId, settled);

  // The address can change under the box (back button, "clear filters").
  useEffect(() => {
    setText((shown) => (applicableSearch(shown) === value ? shown : (value ?? '')));
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(text);
      const next = applicableSearch(text);
      if (text.trim() === '' && value !== undefined) onSearch(undefined);
      else if (next !== undefined && next !== value) onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;

  return (
    <Autocomplete<ReaderSuggestion, false, false, true>
      freeSolo
      options={applicableSearch(settled) ? (suggestions.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : option.ManufacturerSerialNumber
      }
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') {
          setText(option.ManufacturerSerialNumber);
          onSearch(applicableSearch(option.ManufacturerSerialNumber));
        }
      }}
      loading={suggestions.isFetching}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          <Stack>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, fontFamily: 'ui-monospace, monospace' }}
            >
              {option.ManufacturerSerialNumber}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {option.locationName ?? t('hardware.noLocation')}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('hardware.filters.search')}
          helperText={tooShort ? t('hardware.filters.searchHint') : undefined}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
