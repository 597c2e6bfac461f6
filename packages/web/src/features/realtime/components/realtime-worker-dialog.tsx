import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useRealtimeWorker } from '../api/get-realtime-worker.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';

export interface RealtimeWorkerDialogProps {
  projectId: number;
  workerId: number | null;
  onClose: () => void;
}

/** A worker's card from a zone list: contract, where and when last seen, today so far. */
export function RealtimeWorkerDialog({ projectId, workerId, onClose }: RealtimeWorkerDialogProps) {
  const { t } = useTranslation();
  const { data: worker, isPending, isError } = useRealtimeWorker(projectId, workerId);
  const rows: [string, string | null][] = worker
    ? [
        [t('realtime.worker.contract'), worker.ContractName],
        [t('realtime.worker.trade'), worker.Trade],
        [t('realtime.worker.telephone'), worker.Telephone],
        [t('realtime.worker.lastZone'), worker.LastSeenZoneName],
        [
          t('realtime.worker.lastSeen'),
          worker.LastSeenDateTimeLocal ? formatLocalDateTime(worker.LastSeenDateTimeLocal) : null,
        ],
        [
          t('realtime.worker.firstSeenToday'),
          worker.FirstSeenTodayDateTimeLocal
            ? formatLocalDateTime(worker.FirstSeenTodayDateTimeLocal)
            : null,
        ],
        [
          t('realtime.worker.hoursToday'),
          worker.GrossHoursToday === null ? null : worker.GrossHoursToday.toFixed(2),
        ],
      ]
    : [];
  return (
    <Dialog open={workerId !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{worker?.WorkerName ?? t('realtime.worker.title')}</DialogTitle>
      <DialogContent>
        {isError ? (
          // Not an empty card: the worker may have left the contract the user is limited to.
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('realtime.worker.loadFailed')}
          </Typography>
        ) : isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
          >
            {rows
              .filter(([, value]) => value !== null && value !== '')
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            {worker?.IsUnauthorizedRead && (
              <Typography sx={{ gridColumn: '1 / -1', color: 'warning.dark', fontWeight: 700 }}>
                {t('realtime.worker.unauthorized')}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('realtime.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
