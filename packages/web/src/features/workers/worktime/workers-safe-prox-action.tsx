import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import { hasProjectPermission } from '@siteline/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { getWorkerTimesheetsQueryOptions } from './api/get-worker-timesheets.ts';
import { siteToday } from '@/lib/zone-clock.ts';
import type { WorkersWorktimeTabProps } from './workers-timesheets-tab.tsx';

await loadLocales('features/workers/worktime');

// The dialog (its date and time fields) loads when it is opened; the button is drawn with the header.
const WorkersSafeProxDialog = lazy(() =>
  import('./workers-safe-prox-dialog.tsx').then((m) => ({ default: m.WorkersSafeProxDialog })),
);

/** Whether the project uses SafeProx badges, for those who may see the worker's reads. */
function useSafeProx(projectId: number, workerId: number) {
  const session = useSession();
  const allowed =
    session !== null && hasProjectPermission(session, projectId, ['ViewWorkerTimesheets']);
  const timesheets = useQuery({
    ...getWorkerTimesheetsQueryOptions(projectId, workerId),
    enabled: allowed,
  });
  return { allowed, timesheets };
}

/**
 * Whether the header knows if it shows the safe-prox button: the record is drawn once it does,
 * so the button never appears under the user's thumb and pushes the tabs down (a layout shift of
 * 0.11–0.16 on a phone). A failed answer counts as known (no button).
 */
export function useSafeProxActionReady(projectId: number, workerId: number): boolean {
  const { allowed, timesheets } = useSafeProx(projectId, workerId);
  return !allowed || !timesheets.isPending;
}

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
  const { allowed, timesheets } = useSafeProx(projectId, workerId);
  const [open, setOpen] = useState(false);
  if (!allowed || !timesheets.data?.UsesSafeProxTags) return null;
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('workerWorktime.safeProx.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WorkersSafeProxDialog
            open
            projectId={projectId}
            workerId={workerId}
            workerName={worker?.WorkerName}
            today={siteToday(timeZoneId)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
