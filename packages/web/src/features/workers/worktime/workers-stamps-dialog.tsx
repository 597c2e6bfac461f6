import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { WorkerStamp } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { useWorkerStamps } from './api/get-worker-stamps.ts';
import { formatLocalTime } from '@/lib/dates.ts';
import { formatDate, wallClockDate } from './workers-worktime-format.ts';

/** The stamp detail of one timesheet date (spec 002 §3): every read, in time order. */
export function WorkersStampsDialog(props: {
  projectId: number;
  workerId: number;
  date: string | null;
  onClose: () => void;
}) {
  const { projectId, workerId, date, onClose } = props;
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:768px)');
  const stamps = useWorkerStamps(projectId, workerId, date);
  const columns: DataGridColumn<WorkerStamp>[] = [
    {
      id: 'timeLocal',
      header: t('workerWorktime.stamps.columns.timeLocal'),
      value: (s) => s.timeLocal,
      render: (s) => formatLocalTime(s.timeLocal),
      text: (s) => formatLocalTime(s.timeLocal),
      exportValue: (s) => wallClockDate(s.timeLocal),
      size: 110,
    },
    {
      id: 'zoneName',
      header: t('workerWorktime.stamps.columns.zoneName'),
      value: (s) => s.zoneName ?? t('workerWorktime.stamps.noZone'),
      size: 160,
    },
    {
      id: 'readDirectionName',
      header: t('workerWorktime.stamps.columns.readDirectionName'),
      value: (s) => s.readDirectionName,
      text: (s) =>
        t(
          `workerWorktime.stamps.direction.${s.readDirectionName as 'In' | 'Out' | 'Not Available'}`,
          {
            defaultValue: s.readDirectionName,
          },
        ),
      size: 110,
    },
    {
      id: 'wirelessProtocol',
      header: t('workerWorktime.stamps.columns.wirelessProtocol'),
      value: (s) => s.wirelessProtocol ?? '',
      size: 110,
    },
    {
      id: 'manufacturerUniqueId',
      header: t('workerWorktime.stamps.columns.manufacturerUniqueId'),
      value: (s) => s.manufacturerUniqueId,
      size: 160,
    },
  ];
  return (
    <Dialog open={date !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>{t('workerWorktime.stamps.title', { date: formatDate(date) })}</DialogTitle>
      <DialogContent>
        <DataGrid
          id="worker-stamps"
          label={t('workerWorktime.stamps.grid')}
          columns={columns}
          rows={stamps.data ?? []}
          getRowId={(s, i) => `${s.timeLocal}-${i}`}
          loading={stamps.isPending && date !== null}
          fetching={stamps.isFetching}
          error={stamps.isError}
          emptyText={t('workerWorktime.stamps.empty')}
          persist={false}
          features={{ grouping: false, columnChooser: false, reorder: false }}
          maxHeight="60vh"
          dense
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workerWorktime.stamps.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
