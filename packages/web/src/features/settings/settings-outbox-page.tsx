import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxChannelSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatCount } from '@/lib/numbers.ts';
import { useOutboxSummary } from './api/get-outbox.ts';
import { outboxDuration } from '@/components/outbox-warning/outbox-duration.ts';

await loadLocales('features/settings');

const FIGURES = ['Queued', 'Retrying', 'Sending', 'Failed', 'Expired'] as const;

function ChannelCard({ channel }: { channel: OutboxChannelSummary }) {
  const { t } = useTranslation();
  const c = channel;
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 260 }}>
      <Typography variant="h6" component="h2">
        {t(`outbox.channel.${c.Channel}`)}
      </Typography>
      {c.RefusingForSeconds !== null && (
        <Alert severity="error" sx={{ my: 1 }}>
          {t(`outboxWarning.${c.Channel}`, { duration: outboxDuration(t, c.RefusingForSeconds) })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {FIGURES.map((f) => (
          <div key={f}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {formatCount(c[f])}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`outbox.figure.${f}`)}
            </Typography>
          </div>
        ))}
      </Stack>
      <Typography variant="body2">
        {c.OldestWaitingSeconds === null
          ? t('outbox.nothingWaiting')
          : t('outbox.oldestWaiting', { duration: outboxDuration(t, c.OldestWaitingSeconds) })}
      </Typography>
      <Typography variant="body2">
        {c.LastSentAt === null
          ? t('outbox.neverSent')
          : t('outbox.lastSent', { at: new Date(c.LastSentAt).toLocaleString() })}
      </Typography>
      {c.LastAnswer !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
          {t('outbox.lastAnswer', { answer: c.LastAnswer })}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The outbox (issue 42): per channel what waits, sends, failed and expired, how old, and what
 * the provider last answered; then the newest messages not sent. Provider employees only.
 */
export function SettingsOutboxPage() {
  const { t } = useTranslation();
  const session = useSession();
  const summary = useOutboxSummary(session?.isProviderEmployee === true);
  if (!session?.isProviderEmployee) {
    return <Alert severity="info">{t('outbox.providerOnly')}</Alert>;
  }
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('outbox.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('outbox.subtitle')}</Typography>
      </div>
      {summary.isError && <Alert severity="error">{t('outbox.loadError')}</Alert>}
      {summary.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : (
        summary.data && (
          <>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {summary.data.Channels.map((c) => (
                <ChannelCard key={c.Channel} channel={c} />
              ))}
            </Stack>
            <Typography variant="h6" component="h2">
              {t('outbox.problems')}
            </Typography>
            {summary.data.Problems.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('outbox.noProblems')}</Typography>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                {/* On a phone the table scrolls sideways rather than wrapping each cell word by word. */}
                <Table size="small" aria-label={t('outbox.problems')} sx={{ minWidth: 960 }}>
                  <TableHead>
                    <TableRow>
                      {(
                        [
                          'age',
                          'channel',
                          'kind',
                          'project',
                          'status',
                          'to',
                          'tries',
                          'answer',
                        ] as const
                      ).map((h) => (
                        <TableCell key={h}>{t(`outbox.column.${h}`)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {summary.data.Problems.map((p) => (
                      <TableRow key={p.OutboxMessageId}>
                        <TableCell>{outboxDuration(t, p.AgeSeconds)}</TableCell>
                        <TableCell>{t(`outbox.channel.${p.Channel}`)}</TableCell>
                        <TableCell>
                          {t(`outbox.kind.${p.Kind}`, { defaultValue: p.Kind })}
                        </TableCell>
                        <TableCell>{p.ProjectId ?? '–'}</TableCell>
                        <TableCell>{t(`outbox.status.${p.Status}`)}</TableCell>
                        <TableCell>{p.Recipient}</TableCell>
                        <TableCell>{p.Attempts}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{p.LastError ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )
      )}
    </Stack>
  );
}
