import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TAG_ERROR_DURATION_MS, type WorkerTag } from '@siteline/shared';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useDeleteWorkerTag, useWorkerTags } from '../api/worker-tags.ts';
import type { WorkerTabProps } from '@/features/workers/record/workers-record-context.ts';
import { WorkersTagDialog } from './workers-tag-dialog.tsx';

await loadLocales('features/workers/badges');

export interface WorkersTagsTabProps {
  projectId: number;
  workerId: number;
  /** Assign, end and delete (the WorkerTags permission); without it the list only. */
  canEdit: boolean;
}

type Status = 'active' | 'ended' | 'future';
/** Not in force today (the server says): either it starts later or it has ended. */
function statusOf(tag: WorkerTag, today: string): Status {
  if (tag.IsActive) return 'active';
  return tag.StartDate > today ? 'future' : 'ended';
}

/** The worker's Tags tab (spec 002 §3 "Worker tag"): list, assign, end and delete. */
export function WorkersTagsTab({ projectId, workerId, canEdit }: WorkersTagsTabProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const tags = useWorkerTags(projectId, workerId);
  const remove = useDeleteWorkerTag(projectId, workerId);
  const [dialog, setDialog] = useState<{ mode: 'assign' } | { mode: 'end'; tag: WorkerTag } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<WorkerTag | null>(null);
  const list = tags.data?.Tags ?? [];
  const today = tags.data?.Today ?? '';
  // "Tag deletion is allowed only if the worker has more than one tag."
  const canDelete = canEdit && list.length > 1;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.WorkerTagId, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        const detail = describeError(error).message;
        alerts.error(`${t('workerBadges.tags.deleteError')}: ${detail}`, TAG_ERROR_DURATION_MS);
      },
    });
  };

  return (
    <Stack spacing={2} data-testid="workers-tags-tab">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('workerBadges.tags.title')}
        </Typography>
        {canEdit && tags.isSuccess && (
          <Button variant="contained" onClick={() => setDialog({ mode: 'assign' })}>
            {t('workerBadges.tags.assign')}
          </Button>
        )}
      </Stack>
      {tags.isError && <Alert severity="error">{t('workerBadges.tags.loadError')}</Alert>}
      {tags.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('workerBadges.tags.empty')}</Typography>
      )}
      {list.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
            aria-label={t('workerBadges.tags.title')}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('workerBadges.tags.columns.tag')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('workerBadges.tags.columns.type')}
                </TableCell>
                <TableCell>{t('workerBadges.tags.columns.start')}</TableCell>
                <TableCell>{t('workerBadges.tags.columns.end')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('workerBadges.tags.columns.status')}
                </TableCell>
                {canEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((tag) => {
                const status = statusOf(tag, today);
                return (
                  <TableRow key={tag.WorkerTagId} data-testid={`worker-tag-${tag.Tag}`}>
                    <TableCell sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                      {tag.Tag}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {tag.TagTypeName}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{tag.StartDate}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {tag.EndDate ?? t('workerBadges.tags.indefinite')}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Chip
                        size="small"
                        color={status === 'active' ? 'success' : 'default'}
                        label={t(`workerBadges.tags.${status}`)}
                      />
                    </TableCell>
                    {canEdit && (
                      <TableCell align="right">
                        <Stack
                          direction={{ xs: 'column', sm: 'row' }}
                          sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}
                        >
                          <Button
                            size="small"
                            onClick={() => setDialog({ mode: 'end', tag })}
                            aria-label={`${t('workerBadges.tags.end')} ${tag.Tag}`}
                          >
                            {t('workerBadges.tags.end')}
                          </Button>
                          {canDelete && (
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setDeleting(tag)}
                              aria-label={`${t('workerBadges.tags.delete')} ${tag.Tag}`}
                            >
                              {t('workerBadges.tags.delete')}
                            </Button>
                          )}
                        </Stack>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && (
        <WorkersTagDialog
          open
          projectId={projectId}
          workerId={workerId}
          tag={dialog.mode === 'end' ? dialog.tag : null}
          today={today}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('workerBadges.tags.deleteTitle')}
        message={t('workerBadges.tags.deleteMessage', { tag: deleting?.Tag ?? '' })}
        confirmLabel={t('workerBadges.tags.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The record's Tags tab (registry entry): editing with CanDoRegistrations, as the other tabs. */
export function WorkersRecordTagsTab({ projectId, workerId, canEdit }: WorkerTabProps) {
  return <WorkersTagsTab projectId={projectId} workerId={workerId} canEdit={canEdit} />;
}
