import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  WORKER_ALERT_STATUSES,
  WORKER_WORKTIME_MESSAGES,
  type WorkerAlert,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useWorkerAlerts, type WorkerAlertsFilter } from './api/get-worker-alerts.ts';
import { siteToday } from '@/lib/zone-clock.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { wallClockDate } from './workers-worktime-format.ts';
import type { WorkersWorktimeTabProps } from './workers-timesheets-tab.tsx';

await loadLocales('features/workers/worktime');

const PAGE_SIZES = [100, 150, 200] as const;
const DEFAULT_DAYS = 30;

/**
 * The range as unix seconds (spec 002 §3): from the start date's midnight to the end date's last
 * second, in the project's zone when it is known.
 */
export function rangeSeconds(
  start: string,
  end: string,
  timeZoneId: string | null,
): { startDate: number; endDate: number } | null {
  if (!start || !end || end < start) return null;
  const at = (date: string) => (timeZoneId ? dayjs.tz(date, timeZoneId) : dayjs(date));
  return {
    startDate: Math.floor(at(start).valueOf() / 1000),
    endDate: Math.floor(at(end).add(1, 'day').valueOf() / 1000) - 1,
  };
}

/** The alerts tab (spec 002 §3, §8, §9; CHECKLIST §11.14): the worker's alerts. */
export function WorkersAlertsTab({ projectId, workerId, timeZoneId }: WorkersWorktimeTabProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const today = siteToday(timeZoneId);
  const [start, setStart] = useState(() =>
    dayjs(today).subtract(DEFAULT_DAYS, 'day').format('YYYY-MM-DD'),
  );
  const [end, setEnd] = useState(today);
  const [statuses, setStatuses] = useState<number[]>([...WORKER_ALERT_STATUSES]);
  const filter = useMemo<WorkerAlertsFilter | null>(() => {
    const range = rangeSeconds(start, end, timeZoneId ?? null);
    return range && statuses.length > 0 ? { ...range, statusIds: statuses } : null;
  }, [start, end, timeZoneId, statuses]);
  const list = useWorkerAlerts(projectId, workerId, filter);

  // spec 002 §8: "Can not get workers alerts".
  useEffect(() => {
    if (list.isError) alerts.error(translate(WORKER_WORKTIME_MESSAGES.alertsError));
  }, [list.isError, list.errorUpdatedAt, alerts, translate]);

  const statusName = (id: number) =>
    t(`workerWorktime.alerts.statuses.${String(id) as '1' | '2' | '3'}`, {
      defaultValue: String(id),
    });
  const localColumn = (
    id: 'TriggeredLocal' | 'ResolvedLocal' | 'SnoozedUntilLocal',
  ): DataGridColumn<WorkerAlert> => ({
    id,
    header: t(`workerWorktime.alerts.columns.${id}`),
    value: (a) => a[id] ?? '',
    text: (a) => formatLocalDateTime(a[id]),
    exportValue: (a) => wallClockDate(a[id]),
    size: 180,
  });
  const columns: DataGridColumn<WorkerAlert>[] = [
    {
      id: 'AlertType',
      header: t('workerWorktime.alerts.columns.AlertType'),
      value: (a) => a.AlertType,
      text: (a) =>
        t(`workerWorktime.alerts.types.${a.AlertType as 'KeyPerson'}`, {
          defaultValue: a.AlertType,
        }),
      size: 180,
    },
    {
      id: 'StatusId',
      header: t('workerWorktime.alerts.columns.StatusId'),
      value: (a) => a.StatusId,
      text: (a) => statusName(a.StatusId),
      size: 110,
    },
    {
      id: 'ZoneName',
      header: t('workerWorktime.alerts.columns.ZoneName'),
      value: (a) => a.ZoneName ?? '',
      size: 160,
    },
    localColumn('TriggeredLocal'),
    localColumn('ResolvedLocal'),
    localColumn('SnoozedUntilLocal'),
  ];

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('workerWorktime.alerts.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="date"
          size="small"
          label={t('workerWorktime.alerts.from')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('workerWorktime.alerts.to')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormGroup row aria-label={t('workerWorktime.alerts.status')}>
          <FormLabel component="legend" sx={{ mr: 1.5, alignSelf: 'center' }}>
            {t('workerWorktime.alerts.status')}
          </FormLabel>
          {WORKER_ALERT_STATUSES.map((id) => (
            <FormControlLabel
              key={id}
              label={statusName(id)}
              control={
                <Checkbox
                  checked={statuses.includes(id)}
                  onChange={(e) =>
                    setStatuses((s) =>
                      e.target.checked ? [...s, id].sort() : s.filter((x) => x !== id),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Stack>
      {end < start && (
        <Alert severity="warning">{translate(WORKER_WORKTIME_MESSAGES.rangeBackwards)}</Alert>
      )}
      <DataGrid
        id="worker-alerts"
        label={t('workerWorktime.alerts.grid')}
        columns={columns}
        rows={filter ? (list.data ?? []) : []}
        getRowId={(a) => String(a.AlertFactId)}
        pageSizes={PAGE_SIZES}
        defaultPageSize={150}
        defaultSort={{ id: 'TriggeredLocal', desc: true }}
        loading={filter !== null && list.isPending}
        fetching={list.isFetching}
        error={list.isError}
        emptyText={t('workerWorktime.alerts.empty')}
      />
    </Stack>
  );
}
