import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { unsubscribe } from './api/reports-subscriptions-api.ts';

await loadLocales('features/reports');

/**
 * spec 000 §2, §5: /unsubscribe/{unsubscribeKey} (the route signs the user out on entry): ends
 * the subscription and shows the server's message, or "There was an error processing the
 * request." when there is none.
 */
export function ReportsUnsubscribePage({ unsubscribeKey }: { unsubscribeKey: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    unsubscribe(unsubscribeKey)
      .then((r) => setAnswer({ ok: true, message: r.message }))
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.messages.join(' ') : '';
        setAnswer({ ok: false, message: message || SUBSCRIPTION_MESSAGES.unsubscribeFailed });
      });
  }, [unsubscribeKey]);
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, width: '100%', borderRadius: 3 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('reports.unsubscribe.title')}
        </Typography>
        {answer === null ? (
          <CircularProgress aria-label={t('reports.unsubscribe.working')} />
        ) : (
          <Alert severity={answer.ok ? 'success' : 'error'}>{answer.message}</Alert>
        )}
      </Paper>
    </Stack>
  );
}
