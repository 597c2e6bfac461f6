import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useNavigate } from '@tanstack/react-router';
import { WORKER_RECORD_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useDeleteWorker } from '../api/workers-record-api.ts';
import type { WorkerActionProps } from '../workers-record-context.ts';
import { WORKER_RECORD_ACTIONS } from '../workers-record-tabs.tsx';
import { WorkersRecordChangeCompanyDialog } from './workers-record-change-company-dialog.tsx';

/** The header's buttons: the other areas' actions, then change company and delete person. */
export function WorkersRecordActions(props: WorkerActionProps) {
  const { projectId, workerId, worker, canEdit } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const remove = useDeleteWorker(projectId, workerId);
  const [dialog, setDialog] = useState<'company' | 'delete' | null>(null);

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setDialog(null);
      alerts.success(t('workerRecord.deletePerson.done', { name: worker.WorkerName }));
      // spec 002 §2: back to project.directory.basic.
      await navigate({ href: `/project/${projectId}/directory/basic` });
    } catch {
      setDialog(null);
      alerts.error(WORKER_RECORD_MESSAGES.deleteError);
    }
  };

  return (
    <>
      {WORKER_RECORD_ACTIONS.map((Action, i) => (
        <Action key={i} {...props} />
      ))}
      {canEdit && (
        <>
          <Button
            variant="outlined"
            size="small"
            startIcon={<SwapHorizIcon />}
            onClick={() => setDialog('company')}
          >
            {t('workerRecord.actions.changeCompany')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setDialog('delete')}
          >
            {t('workerRecord.actions.deletePerson')}
          </Button>
          <WorkersRecordChangeCompanyDialog
            projectId={projectId}
            worker={worker}
            open={dialog === 'company'}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={dialog === 'delete'}
            title={t('workerRecord.deletePerson.title')}
            message={t('workerRecord.deletePerson.message', { name: worker.WorkerName })}
            confirmLabel={t('workerRecord.deletePerson.confirm')}
            destructive
            busy={remove.isPending}
            onConfirm={() => void onDelete()}
            onCancel={() => setDialog(null)}
          />
        </>
      )}
    </>
  );
}
