import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { isLoopbackUrl } from '@siteline/shared/common/addresses';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { describeError } from '@/lib/api-error.ts';
import { useTimeout } from '@/lib/use-timeout.ts';
import { usePin, useResetPin } from './api/registrations-pin-api.ts';
import { downloadFile } from '@/lib/download.ts';

/** The copy button's label goes back after 1 s (spec 000 §5). */
export const COPY_LABEL_MS = 1000;

/** spec 000 §3 "Project pin": the pin, its QR code, copy-link, reset, and the printable poster. */
export function RegistrationsPinPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const pin = usePin(projectId);
  const reset = useResetPin(projectId);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const later = useTimeout();

  if (pin.isPending) return <Skeleton variant="rounded" height={320} />;
  if (pin.isError) return <Alert severity="error">{t('registrations.loadError')}</Alert>;
  const { ProjectShortCodeIdentifier: code, SelfRegistrationUrl: url, QrCodeSvg: svg } = pin.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      later(() => setCopied(false), COPY_LABEL_MS);
    } catch {
      alerts.error(t('registrations.pin.copyFailed'));
    }
  };
  const onReset = async () => {
    setConfirming(false);
    try {
      await reset.mutateAsync();
      alerts.success(t('registrations.pin.resetDone'));
    } catch (error) {
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
  };
  const onPoster = async () => {
    try {
      await downloadFile(
        `/api/v1/projects/${projectId}/registrations/pin/poster`,
        `registration-poster-${code}.pdf`,
      );
    } catch (error) {
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('registrations.pin.qrAlt')}
          sx={{ width: { xs: 220, sm: 260 }, height: { xs: 220, sm: 260 }, flexShrink: 0 }}
        />
        <Stack spacing={2} sx={{ minWidth: 0, width: '100%' }}>
          <Typography variant="h6" component="h2">
            {t('registrations.pin.heading')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('registrations.pin.intro')}</Typography>
          <div>
            <Typography variant="overline" component="div">
              {t('registrations.pin.pinLabel')}
            </Typography>
            <Typography
              data-testid="project-pin"
              sx={{ fontFamily: 'monospace', fontSize: 32, letterSpacing: 4 }}
            >
              {code}
            </Typography>
          </div>
          <Typography sx={{ wordBreak: 'break-all' }}>{url}</Typography>
          {isLoopbackUrl(url) && (
            <Alert severity="warning" data-testid="pin-loopback">
              {t('registrations.pin.loopback')}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {copied ? t('registrations.pin.copied') : t('registrations.pin.copy')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlinedIcon />}
              onClick={() => void onPoster()}
            >
              {t('registrations.pin.poster')}
            </Button>
            <Button
              color="warning"
              startIcon={<RefreshIcon />}
              disabled={reset.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('registrations.pin.reset')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('registrations.pin.resetTitle')}
        message={t('registrations.pin.resetBody')}
        confirmLabel={t('registrations.pin.resetConfirm')}
        cancelLabel={t('registrations.pin.cancel')}
        onConfirm={() => void onReset()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
