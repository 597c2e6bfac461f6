import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TagLookupResult } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ApiError } from '@/lib/api-error.ts';
import {
  searchWorkerByTag,
  useAssignExistingWorker,
  useRegistrationMetadata,
} from './api/registrations-desk-api.ts';
import { REGISTRATION_ERROR_MS } from './registrations-single-page.tsx';

/**
 * spec 000 §3, §8 existing worker, two stages: one looks the tag up, two confirms under a
 * contract of this project.
 */
export function RegistrationsExistingPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const metadata = useRegistrationMetadata(projectId);
  const assign = useAssignExistingWorker(projectId);
  const [tag, setTag] = useState('');
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<TagLookupResult | null>(null);
  const [contractId, setContractId] = useState('');
  const [registered, setRegistered] = useState<{ name: string; workerId: number } | null>(null);

  const onLookup = async (event: FormEvent) => {
    event.preventDefault();
    if (tag.trim() === '') return;
    setRegistered(null);
    setLooking(true);
    try {
      setFound(await searchWorkerByTag(projectId, tag.trim()));
    } catch (error) {
      const missing = error instanceof ApiError && error.status === 404;
      alerts.error(
        t(missing ? 'registrations.existing.notFound' : 'registrations.existing.lookupError'),
      );
    } finally {
      setLooking(false);
    }
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!found || contractId === '') return;
    const name = `${found.FirstName} ${found.LastName}`;
    try {
      const { workerId } = await assign.mutateAsync({
        Tag: found.Tag,
        ContractId: Number(contractId),
      });
      setRegistered({ name, workerId });
      setFound(null);
      setTag('');
      setContractId('');
    } catch (error) {
      const reasons = error instanceof ApiError && error.status < 500 ? error.messages : [];
      alerts.error(
        [t('registrations.existing.registerError', { name }), ...reasons].join('. '),
        REGISTRATION_ERROR_MS,
      );
    }
  };

  return (
    <Stack spacing={2}>
      {registered && (
        <Alert severity="success" onClose={() => setRegistered(null)} data-testid="registered">
          {t('registrations.single.success', { name: registered.name })}{' '}
          <Link href={`/project/${projectId}/directory/worker/${registered.workerId}/profile`}>
            {t('registrations.single.viewProfile')}
          </Link>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('registrations.existing.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {t('registrations.existing.intro')}
        </Typography>
        {found === null ? (
          <Stack
            component="form"
            onSubmit={(e) => void onLookup(e)}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, maxWidth: 560 }}
          >
            <TextField
              fullWidth
              label={t('registrations.existing.tag')}
              value={tag}
              onChange={(e) => setTag(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={looking || tag.trim() === ''}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {looking ? t('registrations.existing.lookingUp') : t('registrations.existing.lookup')}
            </Button>
          </Stack>
        ) : (
          <Stack
            component="form"
            onSubmit={(e) => void onConfirm(e)}
            spacing={2}
            sx={{ maxWidth: 560 }}
          >
            <Typography data-testid="tag-holder">
              {t('registrations.existing.found', {
                name: `${found.FirstName} ${found.LastName}`,
                company: found.CompanyName ?? '—',
                project: found.ProjectTitle,
              })}
            </Typography>
            <TextField
              select
              required
              label={t('registrations.existing.contract')}
              value={contractId}
              onChange={(e) => setContractId(e.target.value)}
            >
              {(metadata.data?.Contracts ?? []).map((c) => (
                <MenuItem key={c.ContractId} value={String(c.ContractId)}>
                  {c.DisplayName}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={assign.isPending || contractId === ''}
              >
                {assign.isPending
                  ? t('registrations.existing.registering')
                  : t('registrations.existing.confirm', {
                      name: `${found.FirstName} ${found.LastName}`,
                    })}
              </Button>
              <Button onClick={() => setFound(null)}>{t('registrations.existing.back')}</Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
