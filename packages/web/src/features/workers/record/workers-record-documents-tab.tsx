import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { WorkerSignedDocumentListSchema } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { apiJson } from '@/lib/api-client.ts';
import { describeError } from '@/lib/api-error.ts';
import { dateTimeFormat } from '@/lib/dates.ts';
import { downloadFile } from '@/lib/download.ts';
import type { WorkerTabProps } from './workers-record-context.ts';

/**
 * The worker record's Documents tab (spec 002 "documents": SignatureDateTimeLocal): the
 * registration documents the worker signed, each with when and its signed copy.
 */
export function WorkersRecordDocumentsTab({ projectId, workerId }: WorkerTabProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const documents = useQuery({
    queryKey: ['projects', projectId, 'workers', workerId, 'signed-documents'],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/projects/${projectId}/workers/${workerId}/documents`,
        WorkerSignedDocumentListSchema,
        { signal },
      ),
    meta: { silentErrors: true },
  });

  if (documents.isPending) return <Skeleton variant="rounded" height={120} />;
  if (documents.isError) return <Alert severity="error">{t('workerRecord.loadError')}</Alert>;
  if (documents.data.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>{t('workerRecord.documents.empty')}</Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {documents.data.map((document) => (
        <Paper
          component="li"
          key={document.WorkerSignedDocumentId}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <PictureAsPdfOutlinedIcon color="action" />
          <div style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {document.DisplayName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('workerRecord.documents.signed', {
                when: dayjs(document.SignatureDateTimeLocal).format(dateTimeFormat()),
              })}
            </Typography>
          </div>
          <Button
            size="small"
            onClick={() =>
              void downloadFile(document.FileUrl, `${document.DisplayName}.pdf`).catch(
                (error: unknown) => {
                  const notice = describeError(error);
                  alerts.error(notice.message, notice.durationMs);
                },
              )
            }
          >
            {t('workerRecord.documents.download')}
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
