import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  WRITE_IN_COMPANY_ID,
  registrationValuesSchema,
  type SingleRegistration,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales, translateText } from '@/lib/i18n.ts';
import { formSections } from './registrations-form-sections.ts';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { ApiError, describeError } from '@/lib/api-error.ts';
import {
  useCreateRegistration,
  useRegistrationMetadata,
  useSelectedFields,
} from './api/registrations-desk-api.ts';
import {
  RegistrationsFieldInput,
  type FieldState,
} from './components/registrations-field-input.tsx';

// The sections' and sub-sections' Spanish names are the worker record's texts.
await loadLocales('features/workers/record');

/** A section of the form: a plain fieldset, its legend the section's name. */
const FIELDSET = { border: 0, m: 0, p: 0, minWidth: 0 } as const;

/** spec 000 §8: a registration's error list is joined and shown for 12 s. */
export const REGISTRATION_ERROR_MS = 12_000;

interface Registered {
  name: string;
  workerId: number;
}

/**
 * spec 000 §3–§5 single registration: the project's fields, the company (or a write-in), the
 * badge's tag twice; a possible duplicate is asked about; success resets the form and links to
 * the new worker's profile.
 */
export function RegistrationsSinglePage({
  projectId,
  countryCode = '',
}: {
  projectId: number;
  /** The project's country (its phone numbers' default), once the project has loaded. */
  countryCode: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const fields = useSelectedFields(projectId);
  const metadata = useRegistrationMetadata(projectId);
  const create = useCreateRegistration(projectId);
  const [values, setValues] = useState<Record<string, FieldState>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [companyId, setCompanyId] = useState('');
  const [contractId, setContractId] = useState('');
  const [writeIn, setWriteIn] = useState('');
  const [tag, setTag] = useState('');
  const [tagConfirm, setTagConfirm] = useState('');
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [duplicate, setDuplicate] = useState<{ body: SingleRegistration; message: string } | null>(
    null,
  );

  if (fields.isPending || metadata.isPending) return <Skeleton variant="rounded" height={420} />;
  if (fields.isError || metadata.isError) {
    return <Alert severity="error">{t('registrations.loadError')}</Alert>;
  }
  const isWriteIn = companyId === String(WRITE_IN_COMPANY_ID);
  const company = metadata.data.Companies.find((c) => String(c.CompanyId) === companyId);
  const contracts = isWriteIn ? metadata.data.Contracts : (company?.Contracts ?? []);

  const reset = () => {
    setValues({});
    setErrors({});
    setCompanyId('');
    setContractId('');
    setWriteIn('');
    setTag('');
    setTagConfirm('');
  };

  const send = async (body: SingleRegistration) => {
    try {
      const { workerId } = await create.mutateAsync(body);
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      const name = `${text(body.Fields.FirstName)} ${text(body.Fields.LastName)}`;
      reset();
      setRegistered({ name: name.trim(), workerId });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDuplicate({ body, message: error.messages.join(' ') });
        return;
      }
      const notice = describeError(error);
      alerts.error(notice.message, Math.max(notice.durationMs, REGISTRATION_ERROR_MS));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRegistered(null);
    const raw = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.value]));
    const language = i18n.language.startsWith('es') ? 'spanish' : 'english';
    const parsed = registrationValuesSchema(fields.data, {
      country: countryCode,
      language,
    }).safeParse(raw);
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0])] = issue.message;
    }
    if (tag.trim() !== tagConfirm.trim()) next.__tag = t('registrations.single.tagMismatch');
    setErrors(next);
    if (!parsed.success || next.__tag) return;
    const firstContract = contracts.length === 1 ? contracts[0]?.ContractId : undefined;
    await send({
      ProjectId: projectId,
      CompanyId: companyId === '' ? 0 : Number(companyId),
      ContractId: contractId === '' ? (firstContract ?? null) : Number(contractId),
      IsWriteInCompany: isWriteIn,
      WriteInCompanyName: isWriteIn ? writeIn : null,
      Fields: parsed.data,
      Tag: tag.trim() || null,
      TagConfirmation: tagConfirm.trim() || null,
    });
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
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('registrations.single.heading')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            select
            required
            label={t('registrations.single.company')}
            value={companyId}
            onChange={(e) => {
              setCompanyId(e.target.value);
              setContractId('');
            }}
          >
            {metadata.data.Companies.map((c) => (
              <MenuItem key={c.CompanyId} value={String(c.CompanyId)}>
                {c.CompanyName}
              </MenuItem>
            ))}
            <MenuItem value={String(WRITE_IN_COMPANY_ID)}>
              {t('registrations.single.otherCompany')}
            </MenuItem>
          </TextField>
          {isWriteIn && (
            <TextField
              required
              label={t('registrations.single.writeIn')}
              value={writeIn}
              onChange={(e) => setWriteIn(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
          {(isWriteIn || contracts.length > 1) && (
            <TextField
              select
              required
              label={t('registrations.single.contract')}
              value={contractId}
              onChange={(e) => setContractId(e.target.value)}
            >
              {contracts.map((c) => (
                <MenuItem key={c.ContractId} value={String(c.ContractId)}>
                  {c.DisplayName}
                </MenuItem>
              ))}
            </TextField>
          )}
          {formSections(fields.data).map((section) => (
            <Stack key={section.name} component="fieldset" spacing={2} sx={FIELDSET}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {translateText(section.name)}
              </Typography>
              {section.groups.map((group) => (
                <Stack key={group.subSection ?? ''} spacing={2}>
                  {group.subSection && (
                    <Typography variant="subtitle2" component="h3" color="text.secondary">
                      {translateText(group.subSection)}
                    </Typography>
                  )}
                  {group.fields.map((field) => (
                    <RegistrationsFieldInput
                      key={field.FieldName}
                      field={field}
                      state={values[field.FieldName] ?? { value: undefined }}
                      error={errors[field.FieldName]}
                      onChange={(state) => setValues((v) => ({ ...v, [field.FieldName]: state }))}
                    />
                  ))}
                </Stack>
              ))}
            </Stack>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              label={t('registrations.single.tag')}
              value={tag}
              onChange={(e) => setTag(e.target.value)}
              helperText={t('registrations.single.tagHelp')}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              fullWidth
              label={t('registrations.single.tagConfirm')}
              value={tagConfirm}
              onChange={(e) => setTagConfirm(e.target.value)}
              error={Boolean(errors.__tag)}
              helperText={errors.__tag}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Stack>
          <div>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending
                ? t('registrations.single.submitting')
                : t('registrations.single.submit')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={duplicate !== null}
        title={t('registrations.single.duplicateTitle')}
        message={duplicate?.message ?? ''}
        confirmLabel={t('registrations.single.duplicateConfirm')}
        cancelLabel={t('registrations.single.cancel')}
        busy={create.isPending}
        onConfirm={() => {
          const body = duplicate?.body;
          setDuplicate(null);
          if (body) void send({ ...body, AllowDuplicate: true });
        }}
        onCancel={() => setDuplicate(null)}
      />
    </Stack>
  );
}
