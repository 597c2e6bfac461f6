import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { describeError } from '@/lib/api-error.ts';
import { downloadFile } from '@/lib/download.ts';
import { importFilePath, useImportHistory } from '../api/registrations-import-api.ts';

export interface RegistrationsImportHistoryProps {
  projectId: number;
  /** The site's zone: when each file came in is read on the site's clock. */
  timeZoneId: string | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (blobUid: string) => void;
}

/** The history of imports: each file to download, who uploaded it, what became of its rows. */
export function RegistrationsImportHistory({
  projectId,
  timeZoneId,
  page,
  onPageChange,
  onOpen,
}: RegistrationsImportHistoryProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const history = useImportHistory(projectId, page);
  const when = (iso: string) => formatDateTimeInZone(iso, timeZoneId);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('registrations.import.history.heading')}
      </Typography>
      {history.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : history.isError ? (
        <Alert severity="error">{t('registrations.loadError')}</Alert>
      ) : history.data.Imports.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('registrations.import.history.empty')}
        </Typography>
      ) : (
        <>
          <div style={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('registrations.import.history.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('registrations.import.history.file')}</TableCell>
                  <TableCell>{t('registrations.import.history.uploaded')}</TableCell>
                  <TableCell>{t('registrations.import.history.result')}</TableCell>
                  <TableCell align="right">{t('registrations.import.history.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.Imports.map((entry) => (
                  <TableRow key={entry.BlobUid}>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                      <Button
                        size="small"
                        sx={{ textTransform: 'none', textAlign: 'left' }}
                        aria-label={t('registrations.import.history.download', {
                          name: entry.FileName,
                        })}
                        onClick={() =>
                          void downloadFile(
                            importFilePath(projectId, entry.BlobUid),
                            entry.FileName,
                          ).catch((error: unknown) => {
                            const notice = describeError(error);
                            alerts.error(notice.message, notice.durationMs);
                          })
                        }
                      >
                        {entry.FileName}
                      </Button>
                    </TableCell>
                    <TableCell>
                      {when(entry.UploadedAt)}
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {entry.UploadedBy}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {entry.State === 'Imported'
                        ? t('registrations.import.history.imported', {
                            count: entry.Counts.Imported,
                            rows: entry.Counts.Rows,
                          })
                        : t('registrations.import.history.checked', { count: entry.Counts.Rows })}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => onOpen(entry.BlobUid)}>
                        {entry.State === 'Imported'
                          ? t('registrations.import.history.view')
                          : t('registrations.import.history.continue')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {history.data.Pagnation.TotalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={history.data.Pagnation.TotalPages}
              onChange={(_, next) => onPageChange(next)}
            />
          )}
        </>
      )}
    </Paper>
  );
}
