import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales } from '@/lib/i18n.ts';
import type { WorkerActionProps } from '@/features/workers/record/workers-record-context.ts';
import { WorkersBadgeDialog } from './workers-badge-dialog.tsx';
import { WorkersPhotoDialog } from './workers-photo-dialog.tsx';

await loadLocales('features/workers/badges');

export interface WorkersBadgeActionsProps {
  projectId: number;
  workerId: number;
  /** Change the photo (CanDoRegistrations). */
  canEditPhoto: boolean;
  /** Print a badge (WorkerTags or CanDoRegistrations). */
  canPrint: boolean;
}

/** The record header's photo and badge buttons, with their dialogs. */
export function WorkersBadgeActions({
  projectId,
  workerId,
  canEditPhoto,
  canPrint,
}: WorkersBadgeActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'photo' | 'badge' | null>(null);
  if (!canEditPhoto && !canPrint) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {canEditPhoto && (
        <Button size="small" variant="outlined" onClick={() => setOpen('photo')}>
          {t('workerBadges.photo.change')}
        </Button>
      )}
      {canPrint && (
        <Button size="small" variant="outlined" onClick={() => setOpen('badge')}>
          {t('workerBadges.badge.open')}
        </Button>
      )}
      {open === 'photo' && (
        <WorkersPhotoDialog
          open
          projectId={projectId}
          workerId={workerId}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'badge' && (
        <WorkersBadgeDialog
          open
          projectId={projectId}
          workerId={workerId}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

/** The registry's header action: photo with CanDoRegistrations, badge with it or WorkerTags. */
export function WorkersRecordBadgeActions({ projectId, workerId, canEdit }: WorkerActionProps) {
  const session = useSession();
  const entries = session?.permissions.filter((p) => p.ProjectId === projectId) ?? [];
  const tags =
    !!session?.isProviderEmployee ||
    (entries.length === 1 && !!entries[0]?.Permissions.includes('WorkerTags'));
  return (
    <WorkersBadgeActions
      projectId={projectId}
      workerId={workerId}
      canEditPhoto={canEdit}
      canPrint={canEdit || tags}
    />
  );
}
