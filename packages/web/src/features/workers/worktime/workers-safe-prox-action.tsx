import { useState } from 'react';
import Button from '@mui/material/Button';
import { hasProjectPermission } from '@siteline/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { getWorkerTimesheetsQueryOptions } from './api/get-worker-timesheets.ts';
import { WorkersSafeProxDialog } from './workers-safe-prox-dialog.tsx';
import { siteToday } from '@/lib/zone-clock.ts';
import type { WorkersWorktimeTabProps } from './workers-timesheets-tab.tsx';

await loadLocales('features/workers/worktime');

/**
 * The record header's contact-tracing button (spec 002 §6: "The safe-prox button shows only if
 * the project uses tag type 5"), for those who may see the worker's reads (ViewWorkerTimesheets).
 */
export function WorkersSafeProxAction({
  projectId,
  workerId,
  worker,
  timeZoneId,
}: WorkersWorktimeTabProps) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed =
    session !== null && hasProjectPermission(session, projectId, ['ViewWorkerTimesheets']);
  const timesheets = useQuery({
    ...getWorkerTimesheetsQueryOptions(projectId, workerId),
    enabled: allowed,
  });
  const [open, setOpen] = useState(false);
  if (!allowed || !timesheets.data?.UsesSafeProxTags) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('workerWorktime.safeProx.button')}
      </Button>
      {open && (
        <WorkersSafeProxDialog
          open
          projectId={projectId}
          workerId={workerId}
          workerName={worker?.WorkerName}
          today={siteToday(timeZoneId)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
