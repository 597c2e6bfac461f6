import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { ZoneWriteSchema, type ZoneDetail, type ZoneNode } from '@siteline/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError } from '@/lib/api-error.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { useSaveZone } from '../api/save-zone.ts';
import { parentChoices } from '../zones-format.ts';

type FormInput = z.input<typeof ZoneWriteSchema>;
type FormOutput = z.output<typeof ZoneWriteSchema>;

/** The zone being edited, or a new zone's place (its parent). */
export type ZonesFormTarget =
  | { kind: 'create'; parentId: number | null }
  | {
      kind: 'edit';
      zoneId: number;
      values: {
        ZoneName: string;
        parentProjectZoneId: number | null;
        zoneDescription: string | null;
      };
    };

export interface ZonesFormDialogProps {
  projectId: number;
  target: ZonesFormTarget | null;
  roots: readonly ZoneNode[];
  onClose: () => void;
  onSaved: (zone: ZoneDetail) => void;
}

/** Create a zone, or rename, move and describe one (react-hook-form over the shared schema). */
export function ZonesFormDialog({
  projectId,
  target,
  roots,
  onClose,
  onSaved,
}: ZonesFormDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const save = useSaveZone(projectId);
  const { control, handleSubmit, reset, setError, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(ZoneWriteSchema),
    defaultValues: { ZoneName: '', parentProjectZoneId: null, zoneDescription: '' },
  });

  useEffect(() => {
    if (!target) return;
    save.reset();
    reset(
      target.kind === 'edit'
        ? { ...target.values, zoneDescription: target.values.zoneDescription ?? '' }
        : { ZoneName: '', parentProjectZoneId: target.parentId, zoneDescription: '' },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [target]);

  const zoneId = target?.kind === 'edit' ? target.zoneId : null;
  const choices = parentChoices(roots, zoneId);

  const onSubmit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ zoneId, body }));
    } catch (error) {
      // A refusal naming a field shows under it; anything else above the fields.
      if (error instanceof ApiError) {
        for (const item of error.items) {
          if (item.field === 'ZoneName' || item.field === 'parentProjectZoneId')
            setError(item.field, { message: item.errorMessage });
        }
      }
    }
  });
  const fieldless =
    save.error instanceof ApiError && save.error.items.every((i) => i.field)
      ? null
      : save.error && describeError(save.error).message;

  return (
    <Dialog
      open={target !== null}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle>
          {target?.kind === 'edit'
            ? t('zones.form.editTitle', { name: target.values.ZoneName })
            : t('zones.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {fieldless && <Alert severity="error">{translate(fieldless)}</Alert>}
            <Controller
              control={control}
              name="ZoneName"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('zones.form.name')}
                  required
                  autoFocus
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message && translate(fieldState.error.message)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              )}
            />
            <Controller
              control={control}
              name="parentProjectZoneId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('zones.form.parent')}
                  value={field.value === null ? '' : String(field.value)}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? null : Number(event.target.value))
                  }
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message && translate(fieldState.error.message)}
                >
                  <MenuItem value="">{t('zones.form.noParent')}</MenuItem>
                  {choices.map((choice) => (
                    <MenuItem
                      key={choice.id}
                      value={String(choice.id)}
                      sx={{ pl: 2 + choice.depth * 2 }}
                    >
                      {choice.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="zoneDescription"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('zones.form.description')}
                  multiline
                  minRows={2}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message && translate(fieldState.error.message)}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('zones.form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || formState.isSubmitting}
          >
            {save.isPending
              ? t('zones.form.saving')
              : target?.kind === 'edit'
                ? t('zones.form.save')
                : t('zones.form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
