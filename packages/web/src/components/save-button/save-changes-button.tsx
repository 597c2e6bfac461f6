import { useTranslation } from 'react-i18next';
import { SaveButton, type SaveButtonProps } from './save-button.tsx';
import type { ButtonStatus } from './use-button-status.ts';

export interface SaveChangesButtonProps extends Omit<SaveButtonProps, 'labels'> {
  /** Other words for some states (the registration override's "Update Field"). */
  labels?: Partial<Record<ButtonStatus, string>>;
}

/** The save button with the spec's labels: Save Changes, Saving..., Saved!, Error! (002 §4). */
export function SaveChangesButton({ labels, ...props }: SaveChangesButtonProps) {
  const { t } = useTranslation('kit');
  return (
    <SaveButton
      {...props}
      labels={{
        idle: labels?.idle ?? t('save.idle'),
        busy: labels?.busy ?? t('save.busy'),
        success: labels?.success ?? t('save.success'),
        error: labels?.error ?? t('save.error'),
      }}
    />
  );
}
