import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RegistrationFieldOverride } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useSaveOverrides } from '../api/registrations-fields-api.ts';

export interface RegistrationsOverrideDialogProps {
  projectId: number;
  field: RegistrationFieldOverride;
  onClose: () => void;
}

/**
 * spec 002 §7 "Registration-field overrides": the English and Spanish names and self-service;
 * the button reads "Update Field", "Saving..." while saving; no other validation.
 */
export function RegistrationsOverrideDialog({
  projectId,
  field,
  onClose,
}: RegistrationsOverrideDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const save = useSaveOverrides(projectId);
  const [english, setEnglish] = useState(field.DisplayNameEnglish);
  const [spanish, setSpanish] = useState(field.DisplayNameSpanish);
  const [selfService, setSelfService] = useState(field.IncludeInSelfServiceRegistration);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        overrides: [
          {
            registrationFieldId: field.RegistrationFieldId,
            displayNameEnglish: english.trim() === field.DefaultDisplayNameEnglish ? null : english,
            displayNameSpanish: spanish.trim() === field.DefaultDisplayNameSpanish ? null : spanish,
            includeInSelfServiceRegistration: selfService,
          },
        ],
      });
      alerts.success(t('registrations.fields.dialog.saved'));
      onClose();
    } catch (error) {
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle>{t('registrations.fields.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('registrations.fields.dialog.english')}
              value={english}
              onChange={(e) => setEnglish(e.target.value)}
              helperText={t('registrations.fields.dialog.hint', {
                name: field.DefaultDisplayNameEnglish,
              })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('registrations.fields.dialog.spanish')}
              value={spanish}
              onChange={(e) => setSpanish(e.target.value)}
              helperText={t('registrations.fields.dialog.hint', {
                name: field.DefaultDisplayNameSpanish,
              })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={selfService}
                  onChange={(e) => setSelfService(e.target.checked)}
                />
              }
              label={t('registrations.fields.dialog.selfService')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('registrations.fields.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending
              ? t('registrations.fields.dialog.saving')
              : t('registrations.fields.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
