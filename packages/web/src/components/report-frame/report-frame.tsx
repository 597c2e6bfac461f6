import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportFormat } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/report-frame');

/**
 * A report's frame (spec 001 §2, §4): its title, its parameters, the "edited" flag while they
 * differ from the ones the report was last loaded with, Refresh to load them, and the downloads.
 */
export function ReportFrame(props: {
  title: string;
  edited: boolean;
  onRefresh: () => void;
  onDownload?: (format: ReportFormat) => Promise<void>;
  params: ReactNode;
  problem?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = (format: ReportFormat) => {
    if (!props.onDownload) return;
    setBusy(format);
    setFailed(false);
    props
      .onDownload(format)
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          {props.title}
        </Typography>
        {props.edited && (
          <Chip
            color="warning"
            size="small"
            label={t('reportFrame.edited')}
            title={t('reportFrame.editedHint')}
          />
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          props.onRefresh();
        }}
      >
        {props.params}
        <Button
          type="submit"
          variant={props.edited ? 'contained' : 'outlined'}
          disabled={!!props.problem}
        >
          {t('reportFrame.refresh')}
        </Button>
        {props.onDownload && (
          <>
            <Button onClick={() => download('xlsx')} disabled={busy !== null || props.edited}>
              {t('reportFrame.downloadExcel')}
            </Button>
            <Button onClick={() => download('csv')} disabled={busy !== null || props.edited}>
              {t('reportFrame.downloadCsv')}
            </Button>
          </>
        )}
      </Stack>
      {props.problem && <Alert severity="warning">{props.problem}</Alert>}
      {failed && <Alert severity="error">{t('reportFrame.downloadFailed')}</Alert>}
      {props.children}
    </Stack>
  );
}
