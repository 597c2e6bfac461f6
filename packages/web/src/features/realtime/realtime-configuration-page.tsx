import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { createLink } from '@tanstack/react-router';
import { REALTIME_MESSAGES, type RealtimeArea } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useDeleteRealtimeArea } from './api/delete-realtime-area.ts';
import { useRealtimeAreas } from './api/get-realtime-areas.ts';
import { useRealtimeConfiguration } from './api/get-realtime-configuration.ts';
import { useSortRealtimeAreas } from './api/sort-realtime-areas.ts';
import { RealtimeAreasList } from './components/realtime-areas-list.tsx';
import { RealtimeSettingsForm } from './components/realtime-settings-form.tsx';
import { RealtimeAreaEditor, type AreaEditorTarget } from './editor/realtime-area-editor.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/realtime');

const ButtonLink = createLink(Button);

/** spec 000 §8: a sort order that did not save is re-read by reloading the page after 0.5 s. */
export const SORT_FAILURE_RELOAD_MS = 500;

export interface RealtimeConfigurationPageProps {
  projectId: number;
  /** Reloads the page; replaced in tests. */
  reload?: () => void;
}

/** spec 000 §2 "Realtime configuration": the page's settings, and its areas, images and zones. */
export function RealtimeConfigurationPage({
  projectId,
  reload = () => window.location.reload(),
}: RealtimeConfigurationPageProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const configuration = useRealtimeConfiguration(projectId);
  const areas = useRealtimeAreas(projectId);
  const remove = useDeleteRealtimeArea(projectId);
  const sort = useSortRealtimeAreas(projectId);
  const [editor, setEditor] = useState<AreaEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<RealtimeArea | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.realtimeAreaId, {
      onSuccess: () => alerts.success('Area was deleted'),
      onError: () => alerts.error(REALTIME_MESSAGES.areaDeleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const reorder = (ids: number[]) =>
    sort.mutate(ids, {
      onError: () => window.setTimeout(reload, SORT_FAILURE_RELOAD_MS),
    });

  return (
    <Stack spacing={2.5}>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {t('realtime.configuration.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('realtime.configuration.subtitle')}
          </Typography>
        </div>
        <ButtonLink
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          to="/project/$id/realtime"
          params={{ id: String(projectId) }}
        >
          {t('realtime.configuration.back')}
        </ButtonLink>
      </Stack>
      {configuration.data ? (
        <RealtimeSettingsForm projectId={projectId} configuration={configuration.data} />
      ) : (
        <Skeleton variant="rounded" height={260} />
      )}
      {areas.data ? (
        <RealtimeAreasList
          areas={areas.data}
          busy={sort.isPending}
          onCreate={() => setEditor({ kind: 'new' })}
          onEdit={(area) => setEditor({ kind: 'edit', areaId: area.realtimeAreaId })}
          onDelete={setDeleting}
          onReorder={reorder}
        />
      ) : (
        <Skeleton variant="rounded" height={200} />
      )}
      {editor && (
        <RealtimeAreaEditor projectId={projectId} target={editor} onClose={() => setEditor(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('realtime.configuration.deleteTitle', { name: deleting?.realtimeAreaName ?? '' })}
        message={t('realtime.configuration.deleteText')}
        confirmLabel={t('realtime.configuration.deleteConfirm')}
        cancelLabel={t('realtime.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
