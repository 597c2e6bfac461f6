import { Suspense, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Navigate, createLink, useNavigate } from '@tanstack/react-router';
import {
  availableWorkerTabs,
  resolveWorkerTab,
  type Permission,
  type WorkerFieldValue,
  type WorkerTabSlug,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useWorker } from './api/workers-record-api.ts';
import { WorkersRecordHeader } from './components/workers-record-header.tsx';
import { WorkersRecordActions } from './components/workers-record-actions.tsx';
import {
  WorkerDraftContext,
  type WorkerDraft,
  type WorkerTabProps,
} from './workers-record-context.ts';
import { WORKER_RECORD_TABS } from './workers-record-tabs.tsx';
import { useSafeProxActionReady } from '../worktime/workers-safe-prox-action.tsx';

await loadLocales('features/workers/record');

function AnchorTab(props: Omit<TabProps<'a'>, 'href'>) {
  return <Tab component="a" {...props} />;
}
const TabLink = createLink(AnchorTab);

/** The user's permissions on the project (exactly one entry, as spec 000 §6 reads them). */
export function projectPermissionsOf(
  session: {
    permissions: readonly { ProjectId: number; Permissions: readonly Permission[] }[];
  } | null,
  projectId: number,
): readonly Permission[] {
  const entries = session?.permissions.filter((p) => p.ProjectId === projectId) ?? [];
  return entries.length === 1 && entries[0] ? entries[0].Permissions : [];
}

/** The record's unsaved profile edits (see WorkerDraft). */
function useDraftState(): WorkerDraft {
  const [values, setValues] = useState<Record<string, WorkerFieldValue>>({});
  const [otherEthnicity, setOther] = useState<string | undefined>(undefined);
  const setValue = useCallback(
    (fieldName: string, value: WorkerFieldValue | undefined) =>
      setValues((v) => {
        const next = { ...v };
        if (value === undefined) delete next[fieldName];
        else next[fieldName] = value;
        return next;
      }),
    [],
  );
  const clear = useCallback(() => {
    setValues({});
    setOther(undefined);
  }, []);
  return useMemo(
    () => ({
      values,
      otherEthnicity,
      setValue,
      setOtherEthnicity: setOther,
      changed: Object.keys(values).length > 0 || otherEthnicity !== undefined,
      clear,
    }),
    [values, otherEthnicity, setValue, clear],
  );
}

export interface WorkersRecordPageProps {
  projectId: number;
  workerId: number;
  /** The tab in the URL (may be one the user cannot open, or none that exists). */
  tab: string;
  /** The project's time zone, once the project has loaded. */
  timeZoneId: string | undefined;
  /** The project's country (its phone numbers' default), once the project has loaded. */
  countryCode: string | undefined;
}

/**
 * spec 002 §2 `project.directory.workerDetail.{section}`: the worker's record, its header and
 * the tabs the user may open; the first available opens when the asked one is not.
 */
export function WorkersRecordPage({
  projectId,
  workerId,
  tab,
  timeZoneId,
  countryCode,
}: WorkersRecordPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const worker = useWorker(projectId, workerId);
  // The record is drawn as a deferred render when it arrives (decision 0016): the placeholder
  // stays up while React draws the header, the tabs and the tab in slices.
  // …once the header knows all its buttons (one of them waits on its own answer).
  const actionsReady = useSafeProxActionReady(projectId, workerId);
  const data = useDeferredValue(actionsReady ? worker.data : undefined);
  const draft = useDraftState();

  const permissions = projectPermissionsOf(session, projectId);
  const provider = session?.isProviderEmployee ?? false;
  const available = availableWorkerTabs(permissions, provider, Object.keys(WORKER_RECORD_TABS));
  const current = resolveWorkerTab(tab, available);
  const canEdit = provider || permissions.includes('CanDoRegistrations');
  const params = { id: String(projectId), workerId: String(workerId) };
  const directory = `/project/${projectId}/directory/basic`;

  if (current !== null && current !== tab) {
    return (
      <Navigate
        to="/project/$id/directory/worker/$workerId/$tab"
        params={{ ...params, tab: current }}
        replace
      />
    );
  }

  let body: ReactNode;
  if (worker.isError && !data) {
    const missing = worker.error instanceof ApiError && worker.error.status === 404;
    body = (
      <Alert severity="error">
        {t(missing ? 'workerRecord.notFound' : 'workerRecord.loadError')}
      </Alert>
    );
  } else if (!data) body = <Skeleton variant="rounded" height={180} />;
  else {
    const props: WorkerTabProps = {
      projectId,
      workerId,
      worker: data,
      timeZoneId,
      countryCode,
      canEdit,
    };
    const Current = current === null ? null : WORKER_RECORD_TABS[current];
    body = (
      <Stack spacing={2}>
        <WorkersRecordHeader worker={data} actions={<WorkersRecordActions {...props} />} />
        {current === null || !Current ? (
          <Alert severity="info">{t('workerRecord.noTabs')}</Alert>
        ) : (
          <>
            <Tabs
              value={current}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={t('workerRecord.tabsLabel', { name: data.WorkerName })}
              sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
            >
              {available.map((slug: WorkerTabSlug) => (
                <TabLink
                  key={slug}
                  value={slug}
                  label={t(`workerRecord.tabs.${slug}`)}
                  to="/project/$id/directory/worker/$workerId/$tab"
                  params={{ ...params, tab: slug }}
                  sx={{ minHeight: 44, px: { xs: 1.5, sm: 2 } }}
                />
              ))}
            </Tabs>
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <Current {...props} />
            </Suspense>
          </>
        )}
      </Stack>
    );
  }

  return (
    <WorkerDraftContext.Provider value={draft}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Link
          href={directory}
          underline="hover"
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: directory });
          }}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('workerRecord.back')}
        </Link>
        {body}
      </Stack>
      <UnsavedChangesGuard
        when={draft.changed}
        allow={({ next }) =>
          next.pathname.startsWith(`/project/${projectId}/directory/worker/${workerId}/`)
        }
      />
    </WorkerDraftContext.Provider>
  );
}
