import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkerSuggestion } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field/search-field.tsx';
import { useWorkerSuggestions } from '../api/get-workers.ts';

export interface WorkersSearchFieldProps {
  projectId: number;
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
}

/** Name or site number, with the autocomplete's suggestions from 3 characters (spec 001 §5). */
export function WorkersSearchField({ projectId, value, onSearch }: WorkersSearchFieldProps) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(value ?? '');
  const suggestions = useWorkerSuggestions(projectId, settled);
  return (
    <SearchField<WorkerSuggestion>
      value={value}
      onSearch={onSearch}
      onSettle={setSettled}
      label={t('workersDirectory.basic.search')}
      hint={t('workersDirectory.basic.searchHint')}
      suggestions={{
        options: suggestions.data?.items ?? [],
        loading: suggestions.isFetching,
        getText: (option) => `${option.firstName} ${option.lastName}`,
        render: (option) => (
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.firstName} {option.lastName}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {option.companyName}
            </Typography>
          </Stack>
        ),
      }}
    />
  );
}
