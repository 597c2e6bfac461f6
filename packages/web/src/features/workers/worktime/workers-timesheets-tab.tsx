import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WorkerTimesheet } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useWorkerTimesheets } from './api/get-worker-timesheets.ts';
import { WorkersStampsDialog } from './workers-stamps-dialog.tsx';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { formatDate, formatWorkHours, wallClockDate } from './workers-worktime-format.ts';

await loadLocales('features/workers/worktime');

/** spec 002 §9: grid page sizes 100, 150, 200; 150 by default. */
const PAGE_SIZES = [100, 150, 200] as const;

export interface WorkersWorktimeTabProps {
  projectId: number;
  workerId: number;
  /** The worker (the record's), for the contact-tracing modal's and the reset's wording. */
  worker?: { WorkerName: string };
  /** The project's time zone (the route has the project): today and the alert range's edges. */
  timeZoneId?: string | null;
}

/**
 * The timesheets tab (spec 002 §2–§6, CHECKLIST §11.5): the worker's days; a row opens its
 * stamps. The exit toggle shows only when no shift spans midnight.
 */
export function WorkersTimesheetsTab({ projectId, workerId }: WorkersWorktimeTabProps) {
  const { t } = useTranslation();
  const timesheets = useWorkerTimesheets(projectId, workerId);
  const [day, setDay] = useState<string | null>(null);
  const [exits, setExits] = useState(false);
  const offerExit = timesheets.data?.HasSpanningMidnightShift === false;
  const showExit = offerExit && exits;

  // The exit toggle swaps what the last-seen column holds; its place in the layout stays.
  const localColumn = (
    id: 'FirstSeenLocal' | 'LastSeenLocal',
    source: 'FirstSeenLocal' | 'LastSeenLocal' | 'LastExitLocal' = id,
  ): DataGridColumn<WorkerTimesheet> => ({
    id,
    header: t(`workerWorktime.timesheets.columns.${source}`),
    value: (d) => d[source] ?? '',
    text: (d) => formatLocalDateTime(d[source]),
    exportValue: (d) => wallClockDate(d[source]),
    size: 180,
  });
  const hoursColumn = (id: 'OnSiteNetHours' | 'GrossHours'): DataGridColumn<WorkerTimesheet> => ({
    id,
    header: t(`workerWorktime.timesheets.columns.${id}`),
    value: (d) => d[id],
    text: (d) => formatWorkHours(d[id]),
    align: 'right',
    size: 120,
  });
  const columns: DataGridColumn<WorkerTimesheet>[] = [
    {
      id: 'CompanyName',
      header: t('workerWorktime.timesheets.columns.CompanyName'),
      value: (d) => d.CompanyName ?? '',
      size: 200,
    },
    {
      id: 'TimesheetDate',
      header: t('workerWorktime.timesheets.columns.TimesheetDate'),
      value: (d) => d.TimesheetDate,
      text: (d) => formatDate(d.TimesheetDate),
      exportValue: (d) => wallClockDate(`${d.TimesheetDate}T00:00:00`),
      size: 120,
    },
    localColumn('FirstSeenLocal'),
    localColumn('LastSeenLocal', showExit ? 'LastExitLocal' : 'LastSeenLocal'),
    hoursColumn('OnSiteNetHours'),
    hoursColumn('GrossHours'),
    {
      id: 'ShiftTypeConst',
      header: t('workerWorktime.timesheets.columns.ShiftTypeConst'),
      value: (d) => d.ShiftTypeConst,
      text: (d) => t(`workerWorktime.timesheets.shift.${d.ShiftTypeConst}`),
      size: 130,
    },
  ];

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          {t('workerWorktime.timesheets.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {offerExit && (
            <FormControlLabel
              control={<Switch checked={exits} onChange={(e) => setExits(e.target.checked)} />}
              label={t('workerWorktime.timesheets.exitToggle')}
              title={t('workerWorktime.timesheets.exitHint')}
            />
          )}
        </Stack>
      </Stack>
      <DataGrid
        id="worker-timesheets"
        label={t('workerWorktime.timesheets.grid')}
        columns={columns}
        rows={timesheets.data?.Timesheets ?? []}
        getRowId={(d) => d.TimesheetDate}
        pageSizes={PAGE_SIZES}
        defaultPageSize={150}
        defaultSort={{ id: 'TimesheetDate', desc: true }}
        loading={timesheets.isPending}
        fetching={timesheets.isFetching}
        error={timesheets.isError}
        emptyText={t('workerWorktime.timesheets.empty')}
        onRowOpen={(d) => setDay(d.TimesheetDate)}
      />
      <WorkersStampsDialog
        projectId={projectId}
        workerId={workerId}
        date={day}
        onClose={() => setDay(null)}
      />
    </Stack>
  );
}
