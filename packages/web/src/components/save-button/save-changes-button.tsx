import { useTranslation } from 'react-i18next';
import { SaveButton, type SaveButtonProps } from './save-button.tsx';
import type { ButtonStatus } from './use-button-status.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/save-button');

export interface SaveChangesButtonProps extends Omit<SaveButtonProps, 'labels'> {
  /** Other words for some states (the registration override's "Update Field"). */
  labels?: Partial<Record<ButtonStatus, string>>;
}

/** The save button with the spec's labels: Save Changes, Saving..., Saved!, Error! (002 §4). */
export function SaveChangesButton({ labels, ...props }: SaveChangesButtonProps) {
  const { t } = useTranslation();
  return (
    <SaveButton
      {...props}
      labels={{
        idle: labels?.idle ?? t('saveButton.idle'),
        busy: labels?.busy ?? t('saveButton.busy'),
        success: labels?.success ?? t('saveButton.success'),
        error: labels?.error ?? t('saveButton.error'),
      }}
    />
  );
}
