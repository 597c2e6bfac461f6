import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreateGatewayKeyBodySchema, type CreateGatewayKeyBody } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/components/save-button/save-button.tsx';
import { translateText } from '@/lib/i18n.ts';
import { useCreateGatewayKey } from '../api/create-gateway-key.ts';
import { saveFailureMessages } from './hardware-reader-form.tsx';

/** spec 000 §9: a copy button's label reverts after 1 s. */
export const COPY_LABEL_MS = 1_000;

export interface CreatedKey {
  name: string;
  key: string;
}

/** "New key": a name, then the server makes the key. */
export function HardwareGatewayKeysCreateForm({
  projectId,
  onCreated,
}: {
  projectId: number;
  onCreated: (created: CreatedKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateGatewayKey(projectId);
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateGatewayKeyBody>({
    resolver: zodResolver(CreateGatewayKeyBodySchema),
    defaultValues: { Name: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      reset();
      onCreated({ name: body.Name, key: created.Key });
    } catch (error) {
      setError('Name', { message: saveFailureMessages(error).join(' ') });
    }
  });

  const nameError = formState.errors.Name?.message;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      aria-label={t('hardware.gatewayKeys.newKey')}
      sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('hardware.gatewayKeys.name')}
        size="small"
        required
        fullWidth
        {...register('Name')}
        error={Boolean(nameError)}
        helperText={nameError ? translateText(nameError) : undefined}
      />
      <SaveButton
        status={create.isPending ? 'busy' : 'idle'}
        sx={{ flexShrink: 0, minHeight: 40 }}
        labels={{
          idle: t('hardware.gatewayKeys.create'),
          busy: t('hardware.gatewayKeys.creating'),
          success: t('hardware.gatewayKeys.create'),
          error: t('hardware.gatewayKeys.create'),
        }}
      />
    </Stack>
  );
}

/** The new key, shown this once: only its hash is stored. */
export function HardwareGatewayKeysCreated({
  created,
  onDone,
}: {
  created: CreatedKey;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
    } catch {
      // No clipboard (an insecure page, a refusal): the field stays there to select by hand.
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_LABEL_MS);
  };

  return (
    <Box sx={{ border: 1, borderColor: 'success.main', borderRadius: 1, p: 2 }}>
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{created.name}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <TextField
            label={t('hardware.gatewayKeys.key')}
            value={created.key}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                style: { fontFamily: 'monospace' },
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
              },
            }}
          />
          <Button
            variant="outlined"
            onClick={() => void copy()}
            sx={{ flexShrink: 0, minWidth: 96 }}
          >
            {copied ? t('hardware.gatewayKeys.copied') : t('hardware.gatewayKeys.copy')}
          </Button>
        </Stack>
        <Typography variant="body2">{t('hardware.gatewayKeys.showOnce')}</Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={onDone}>
            {t('hardware.gatewayKeys.done')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
