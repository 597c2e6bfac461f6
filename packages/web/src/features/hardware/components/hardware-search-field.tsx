import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReaderSuggestion } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field/search-field.tsx';
import { useReaderSuggestions } from '../api/get-reader-suggestions.ts';

export interface HardwareSearchFieldProps {
  projectId: number;
  /** The search in effect (from the address). */
  value: string | undefined;
  /** Called with text of 3+ characters, or undefined when the box is emptied (spec 002 §5). */
  onSearch: (search: string | undefined) => void;
}

/** Free text over serial number and location, with the autocomplete's suggestions. */
export function HardwareSearchField({ projectId, value, onSearch }: HardwareSearchFieldProps) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(value ?? '');
  const suggestions = useReaderSuggestions(projectId, settled);
  return (
    <SearchField<ReaderSuggestion>
      value={value}
      onSearch={onSearch}
      onSettle={setSettled}
      label={t('hardware.filters.search')}
      hint={t('hardware.filters.searchHint')}
      suggestions={{
        options: suggestions.data ?? [],
        loading: suggestions.isFetching,
        getText: (option) => option.ManufacturerSerialNumber,
        render: (option) => (
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
        ),
      }}
    />
  );
}
