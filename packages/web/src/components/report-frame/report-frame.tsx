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
  /** The files offered (default Excel and CSV; the headcount reports add a PDF). */
  formats?: readonly ReportFormat[];
  /** Other files (the daily report's SafeProx workbook). */
  extraDownloads?: readonly { label: string; run: () => Promise<void> }[];
  params: ReactNode;
  problem?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = (make: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    make()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const labels: Record<ReportFormat, string> = {
    xlsx: t('reportFrame.downloadExcel'),
    csv: t('reportFrame.downloadCsv'),
    pdf: t('reportFrame.downloadPdf'),
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
        {props.onDownload &&
          (props.formats ?? (['xlsx', 'csv'] as const)).map((format) => (
            <Button
              key={format}
              onClick={() => run(() => props.onDownload!(format))}
              disabled={busy || props.edited}
            >
              {labels[format]}
            </Button>
          ))}
        {props.extraDownloads?.map((d) => (
          <Button key={d.label} onClick={() => run(d.run)} disabled={busy || props.edited}>
            {d.label}
          </Button>
        ))}
      </Stack>
      {props.problem && <Alert severity="warning">{props.problem}</Alert>}
      {failed && <Alert severity="error">{t('reportFrame.downloadFailed')}</Alert>}
      {props.children}
    </Stack>
  );
}
