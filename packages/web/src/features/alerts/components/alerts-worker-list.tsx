import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tradesman } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { AlertsWorkerLabel } from './alerts-worker-label.tsx';
import { AlertsWorkerSearch } from './alerts-worker-search.tsx';

/** A listed worker as the editor shows it. */
export interface ListedWorker {
  WorkerId: number;
  WorkerName: string;
  CompanyName: string;
  LastSeenLocal: string | null;
}

/** A picked worker as a listed one (not seen yet, as far as the editor knows). */
export function listedWorker(worker: Tradesman): ListedWorker {
  return {
    WorkerId: worker.WorkerId,
    WorkerName: worker.WorkerName,
    CompanyName: worker.CompanyName,
    LastSeenLocal: null,
  };
}

/**
 * The editor of an alert whose instance is a list of workers (key persons, realtime persons):
 * each worker with its company and last sighting, what the alert adds to a row, a remove button,
 * and the search that adds one (once).
 */
export function AlertsWorkerList<Row extends ListedWorker>(props: {
  projectId: number;
  rows: Row[] | null;
  onRows: (rows: Row[]) => void;
  /** A picked worker as a new row. */
  toRow: (worker: Tradesman) => Row;
  /** What the alert asks of each row beside its name (the key person's days). */
  extra?: (row: Row) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { rows, onRows } = props;
  if (rows === null) return <Skeleton variant="rounded" height={200} />;
  const add = (worker: Tradesman) => {
    if (!rows.some((r) => r.WorkerId === worker.WorkerId)) onRows([...rows, props.toRow(worker)]);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {rows.length === 0 && <Typography>{t('alerts.keyPerson.empty')}</Typography>}
        {rows.map((r) => (
          <Stack
            key={r.WorkerId}
            direction={props.extra ? { xs: 'column', sm: 'row' } : 'row'}
            spacing={1.5}
            sx={{ alignItems: props.extra ? { sm: 'center' } : 'center' }}
            data-testid={props.testId}
          >
            <AlertsWorkerLabel
              name={r.WorkerName}
              company={r.CompanyName}
              lastSeenLocal={r.LastSeenLocal}
            />
            {props.extra?.(r)}
            <Button
              color="error"
              onClick={() => onRows(rows.filter((x) => x.WorkerId !== r.WorkerId))}
              aria-label={`${t('alerts.keyPerson.remove')}: ${r.WorkerName}`}
            >
              {t('alerts.keyPerson.remove')}
            </Button>
          </Stack>
        ))}
        <AlertsWorkerSearch projectId={props.projectId} onPick={add} />
      </Stack>
    </Paper>
  );
}
