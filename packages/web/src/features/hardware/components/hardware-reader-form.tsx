import { useCallback, useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MESSAGES,
  READ_DIRECTION_IDS,
  READER_SAVE_ALERT_MS,
  ReaderAssignmentSchema,
  type ReaderAssignment,
  type ReadDirectionId,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveButton } from '@/components/save-button/save-button.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { translateText } from '@/lib/i18n.ts';
import { useSaveReaderAssignment } from '../api/save-reader-assignment.ts';
import type { ZoneOption } from '../hardware-format.ts';
import { HardwareDialogAlerts, type DialogAlert } from './hardware-dialog-alerts.tsx';
import { HardwareZoneSelect } from './hardware-zone-select.tsx';

/** spec 002 §8: the server's strings when it sent some, else the generic message. */
export function saveFailureMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
    return error.messages;
  }
  return [MESSAGES.serverError];
}

function DirectionSelect({
  control,
  name,
  ...props
}: {
  control: Control<ReaderAssignment>;
  name: 'ReadDirectionId' | `ReaderAssignmentPorts.${number}.ReadDirectionId`;
  onPicked?: (previous: ReadDirectionId, next: ReadDirectionId) => void;
} & Omit<TextFieldProps, 'name'>) {
  const { t } = useTranslation();
  const { onPicked, ...textFieldProps } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          {...textFieldProps}
          name={field.name}
          inputRef={field.ref}
          value={String(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = Number(event.target.value) as ReadDirectionId;
            onPicked?.(field.value, next);
            field.onChange(next);
          }}
        >
          {READ_DIRECTION_IDS.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {t(`hardware.direction.${id}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export interface HardwareReaderFormProps {
  assignment: ReaderAssignment;
  serialNumber: string;
  zones: readonly ZoneOption[];
  canEdit: boolean;
  onClose: () => void;
}

/**
 * The reader dialog's body: placement, one row per access point, and Save → Saving... → closes
 * with the green alert, or back to Save with each failure in red for 4 s (spec 002 §4, §8).
 */
export function HardwareReaderForm({
  assignment,
  serialNumber,
  zones,
  canEdit,
  onClose,
}: HardwareReaderFormProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const save = useSaveReaderAssignment(assignment.ProjectId);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<DialogAlert[]>([]);
  const nextFailureId = useRef(1);
  const { control, handleSubmit, getValues, setValue, formState } = useForm<ReaderAssignment>({
    resolver: zodResolver(ReaderAssignmentSchema),
    defaultValues: assignment,
  });
  const ports = assignment.ReaderAssignmentPorts;
  const dismiss = useCallback(
    (id: number) => setFailures((list) => list.filter((a) => a.id !== id)),
    [],
  );

  // A port that read like the reader keeps doing so when the reader's zone or direction changes.
  const follow = (
    key: 'ProjectZoneId' | 'ReadDirectionId',
    previous: unknown,
    next: number | null,
  ) => {
    ports.forEach((_port, i) => {
      if (getValues(`ReaderAssignmentPorts.${i}.${key}`) === previous) {
        setValue(`ReaderAssignmentPorts.${i}.${key}`, next as ReadDirectionId, {
          shouldDirty: true,
        });
      }
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      // A one-port reader shows one zone and direction: its port takes them.
      await save.mutateAsync(
        ports.length === 1
          ? {
              ...values,
              ReaderAssignmentPorts: values.ReaderAssignmentPorts.map((port) => ({
                ...port,
                ProjectZoneId: values.ProjectZoneId,
                ReadDirectionId: values.ReadDirectionId,
              })),
            }
          : values,
      );
      alerts.success(t('hardware.dialog.saved', { serial: serialNumber }), READER_SAVE_ALERT_MS);
      onClose();
    } catch (error) {
      setSaving(false);
      const added = saveFailureMessages(error).map((message) => ({
        id: nextFailureId.current++,
        message: translateText(message),
      }));
      setFailures((list) => [...list, ...added]);
    }
  });

  const locationError = formState.errors.LocationName?.message;
  const disabled = !canEdit;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ minHeight: 0, flex: 1 }}>
      <DialogContent dividers>
        <HardwareDialogAlerts alerts={failures} onDismiss={dismiss} />
        {!canEdit && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {t('hardware.dialog.readOnly')}
          </Alert>
        )}
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
          {t('hardware.dialog.placement')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Controller
            control={control}
            name="ProjectZoneId"
            render={({ field }) => (
              <HardwareZoneSelect
                label={t('hardware.dialog.zone')}
                fullWidth
                disabled={disabled}
                zones={zones}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(value) => {
                  const next = value ?? null;
                  follow('ProjectZoneId', field.value, next);
                  field.onChange(next);
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="LocationName"
            render={({ field }) => (
              <TextField
                label={t('hardware.dialog.location')}
                fullWidth
                disabled={disabled}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                error={Boolean(locationError)}
                helperText={locationError ? translateText(locationError) : undefined}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          />
          <DirectionSelect
            control={control}
            name="ReadDirectionId"
            label={t('hardware.dialog.direction')}
            disabled={disabled}
            onPicked={(previous, next) => follow('ReadDirectionId', previous, next)}
          />
        </Stack>

        {ports.length > 1 && (
          <>
            <Divider sx={{ my: 3 }} />
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              {t('hardware.dialog.ports', { count: ports.length })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {t('hardware.dialog.portsHelp')}
            </Typography>
            <Stack spacing={2}>
              {ports.map((port, i) => (
                <Grid container spacing={1.5} key={port.Port}>
                  <Grid size={{ xs: 12, sm: 7 }}>
                    <Controller
                      control={control}
                      name={`ReaderAssignmentPorts.${i}.ProjectZoneId`}
                      render={({ field }) => (
                        <HardwareZoneSelect
                          label={t('hardware.dialog.portZone', { port: port.Port })}
                          size="small"
                          fullWidth
                          disabled={disabled}
                          zones={zones}
                          name={field.name}
                          inputRef={field.ref}
                          value={field.value}
                          onChange={(value) => field.onChange(value ?? null)}
                        />
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    <DirectionSelect
                      control={control}
                      name={`ReaderAssignmentPorts.${i}.ReadDirectionId`}
                      label={t('hardware.dialog.portDirection', { port: port.Port })}
                      size="small"
                      disabled={disabled}
                    />
                  </Grid>
                </Grid>
              ))}
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {canEdit ? (
          <>
            <Button onClick={onClose} disabled={saving}>
              {t('hardware.dialog.cancel')}
            </Button>
            <SaveButton
              status={saving ? 'busy' : 'idle'}
              labels={{
                idle: t('hardware.dialog.save'),
                busy: t('hardware.dialog.saving'),
                success: t('hardware.dialog.save'),
                error: t('hardware.dialog.save'),
              }}
            />
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            {t('hardware.dialog.close')}
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}
