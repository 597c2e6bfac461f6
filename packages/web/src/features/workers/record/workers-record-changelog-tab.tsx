import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import type { WorkerChangelogEntry } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/dates.ts';
import { useWorkerChangelog } from './api/workers-record-api.ts';
import type { WorkerTabProps } from './workers-record-context.ts';

/** The name a changelog entry shows for its field, in the UI's language. */
export function useChangelogFieldName() {
  const { t, i18n } = useTranslation();
  return (entry: WorkerChangelogEntry) => {
    const spanish = i18n.language.startsWith('es');
    const catalogue = spanish ? entry.DisplayNameSpanish : entry.DisplayNameEnglish;
    if (catalogue) return catalogue;
    const key = `workerRecord.changelog.fields.${entry.FieldName}`;
    return i18n.exists(key) ? t(key as 'workerRecord.changelog.fields.Company') : entry.FieldName;
  };
}

/** spec 002 "changelog": every change, by whom and when, old → new, newest first; read only. */
export function WorkersRecordChangelogTab({ projectId, workerId }: WorkerTabProps) {
  const { t } = useTranslation();
  const changelog = useWorkerChangelog(projectId, workerId);
  const fieldName = useChangelogFieldName();

  if (changelog.isPending) return <Skeleton variant="rounded" height={200} />;
  if (changelog.isError) return <Alert severity="error">{t('workerRecord.loadError')}</Alert>;
  if (changelog.data.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>{t('workerRecord.changelog.empty')}</Typography>
    );
  }
  const value = (text: string | null) =>
    text === null ? (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('workerRecord.changelog.emptyValue')}
      </Box>
    ) : (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Box>
    );

  return (
    <Stack
      component="ol"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('workerRecord.tabs.changelog')}
    >
      {changelog.data.map((entry) => (
        <Paper component="li" key={entry.WorkerChangelogId} variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', gap: 0.5 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{fieldName(entry)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {dayjs(entry.ChangedAtLocal).format(dateTimeFormat())} ·{' '}
              {entry.ChangedBy ?? t('workerRecord.changelog.system')}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}
            data-testid="changelog-change"
          >
            {value(entry.OldValue)}
            <ArrowForwardIcon fontSize="small" aria-label="→" sx={{ color: 'text.secondary' }} />
            {value(entry.NewValue)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
