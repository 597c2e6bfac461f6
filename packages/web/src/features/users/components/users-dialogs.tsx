import type { ProjectUser } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { createDialogs } from '@/components/dialogs/create-dialogs.tsx';
import { useRemoveProjectUser } from '../api/remove-project-user.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { fullName, usersErrorText } from '../users-rules.ts';

export const { DialogsProvider: UsersDialogsProvider, useDialogs: useUsersDialogs } = createDialogs<
  ProjectUser,
  'remove' | 'reset'
>('users');

/** spec 002 §2: the modals to remove a user from the project and to reset a password. */
export function UsersDialogs({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { open, currentRow, closeDialog } = useUsersDialogs();
  const remove = useRemoveProjectUser(projectId);
  const reset = useResetUserPassword(projectId);
  const name = currentRow ? fullName(currentRow) : '';

  const onRemove = () => {
    if (!currentRow) return;
    remove.mutate(currentRow.UserId, {
      onSuccess: (done) => {
        alerts.success(t('users.removed', { name: done.Name }));
        closeDialog();
      },
      onError: (error) => {
        alerts.error(usersErrorText(error, t('users.errors.remove')));
        closeDialog();
      },
    });
  };
  const onReset = () => {
    if (!currentRow) return;
    reset.mutate(currentRow.UserId, {
      onSuccess: (done) => {
        alerts.success(t('users.resetSent', { name: done.Name }));
        closeDialog();
      },
      onError: (error) => {
        alerts.error(usersErrorText(error, t('users.errors.reset')));
        closeDialog();
      },
    });
  };

  return (
    <>
      <ConfirmDialog
        open={open === 'remove'}
        title={t('users.removeDialog.title')}
        message={t('users.removeDialog.message', { name })}
        confirmLabel={t('users.removeDialog.confirm')}
        destructive
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        open={open === 'reset'}
        title={t('users.resetDialog.title')}
        message={t('users.resetDialog.message', { name })}
        confirmLabel={t('users.resetDialog.confirm')}
        busy={reset.isPending}
        onConfirm={onReset}
        onCancel={closeDialog}
      />
    </>
  );
}
