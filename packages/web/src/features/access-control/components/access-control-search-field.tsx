import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MIN_LENGTH } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { applicableSearch } from '../../../components/data-grid/data-grid-rules.ts';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface AccessControlSearchFieldProps {
  /** The search in effect (from the address). */
  value: string | undefined;
  /** Called with text of 3+ characters, or undefined when the box is emptied (spec 002 §5). */
  onSearch: (search: string | undefined) => void;
}

/** Worker name, tag or company. One or two characters change nothing; empty clears it. */
export function AccessControlSearchField({ value, onSearch }: AccessControlSearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');

  // The address can change under the box (back button, "clear filters").
  useEffect(() => {
    setText((shown) => (applicableSearch(shown) === value ? shown : (value ?? '')));
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = applicableSearch(text);
      if (text.trim() === '' && value !== undefined) onSearch(undefined);
      else if (next !== undefined && next !== value) onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const length = text.trim().length;
  const tooShort = length > 0 && length < SEARCH_MIN_LENGTH;

  return (
    <TextField
      fullWidth
      size="small"
      label={t('accessControl.filters.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={tooShort ? t('accessControl.filters.searchHint') : undefined}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('accessControl.filters.clearSearch')}
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
