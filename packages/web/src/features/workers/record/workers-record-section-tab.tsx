import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  WORKER_RECORD_MESSAGES,
  workerValuesSchema,
  type RegistrationField,
  type WorkerFieldValue,
} from '@siteline/shared';
import { callingCodeFieldOf, phoneForField } from '@siteline/shared/common/phone';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { ApiError } from '@/lib/api-error.ts';
import { formatDate } from '@/lib/dates.ts';
import { translateText } from '@/lib/i18n.ts';
import { useUpdateWorker, useWorkerProfileFields } from './api/workers-record-api.ts';
import { WorkersRecordFieldInput } from './components/workers-record-field-input.tsx';
import { useWorkerDraft, type WorkerTabProps } from './workers-record-context.ts';

/** Fields grouped by sub-section, in the catalogue's order. */
export function groupBySubSection(fields: readonly RegistrationField[]) {
  const groups: { name: string | null; fields: RegistrationField[] }[] = [];
  for (const f of fields) {
    const last = groups.at(-1);
    if (last && last.name === f.ProfileSubSectionName) last.fields.push(f);
    else {
      const found = groups.find((g) => g.name === f.ProfileSubSectionName);
      if (found) found.fields.push(f);
      else groups.push({ name: f.ProfileSubSectionName, fields: [f] });
    }
  }
  return groups;
}

const same = (a: WorkerFieldValue | undefined, b: WorkerFieldValue | undefined) =>
  (a === '' || a === undefined ? null : a) === (b === '' || b === undefined ? null : b);

/**
 * A profile tab (profile, emergency info, project attributes, certifications, health): the
 * section's fields by sub-section, edited under CanDoRegistrations, saved with one PUT of every
 * changed value of the worker (the edits of the other profile tabs included).
 */
export function WorkersRecordSectionTab({
  section,
  projectId,
  workerId,
  worker,
  canEdit,
  countryCode = '',
}: WorkerTabProps & { section: string }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const profile = useWorkerProfileFields(projectId);
  const draft = useWorkerDraft();
  const update = useUpdateWorker(projectId, workerId);
  const cycle = useSaveCycle();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string[]>([]);

  if (profile.isPending) return <Skeleton variant="rounded" height={240} />;
  if (profile.isError) return <Alert severity="error">{t('workerRecord.loadError')}</Alert>;
  const sectionRow = profile.data.Sections.find((s) => s.SectionSlug === section);
  const fields = profile.data.Fields.filter(
    (f) => f.ProfileSectionName === sectionRow?.SectionName,
  );
  if (!sectionRow || fields.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>{t('workerRecord.profile.empty')}</Typography>
    );
  }
  const codeOf = (name: string) => {
    const codeField = callingCodeFieldOf(name);
    return codeField === null ? undefined : valueOf(codeField);
  };
  function valueOf(name: string): WorkerFieldValue {
    if (name in draft.values) return draft.values[name] ?? null;
    const stored = worker.Values[name] ?? null;
    // A phone is kept as E.164 and shown as its country dials it (docs/domain.md "Phone numbers").
    const phone = fields.some((f) => f.FieldName === name && f.InputType === 'phone');
    return phone && typeof stored === 'string'
      ? phoneForField(stored, codeOf(name), countryCode)
      : stored;
  }
  const setValue = (name: string, value: WorkerFieldValue) => {
    draft.setValue(name, same(value, worker.Values[name]) ? undefined : value);
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const save = async () => {
    setFailure([]);
    const values = { ...draft.values };
    // A phone beside its calling code is read with that code, also when only the number changed.
    for (const name of Object.keys(values)) {
      const codeField = callingCodeFieldOf(name);
      const code = codeField === null ? undefined : worker.Values[codeField];
      if (codeField !== null && !(codeField in values) && code) values[codeField] = code;
    }
    if (draft.otherEthnicity !== undefined && !('Ethnicity' in values)) {
      values.Ethnicity = worker.Values.Ethnicity ?? 'Other';
    }
    // The same schema the server applies, built from the fields the user may edit.
    const checked = workerValuesSchema(profile.data.Fields, countryCode).safeParse(values);
    if (!checked.success) {
      const byField: Record<string, string> = {};
      for (const issue of checked.error.issues) byField[String(issue.path[0])] = issue.message;
      setErrors(byField);
      throw new Error(WORKER_RECORD_MESSAGES.saveError);
    }
    await update.mutateAsync({
      Values: values,
      ...(draft.otherEthnicity === undefined ? {} : { OtherEthnicity: draft.otherEthnicity }),
    });
  };

  const onSubmit = async () => {
    const result = await cycle.run(save);
    if (result.ok) {
      draft.clear();
      setErrors({});
    } else {
      alerts.error(WORKER_RECORD_MESSAGES.saveError);
      if (result.error instanceof ApiError && result.error.status === 400) {
        setFailure(result.error.messages);
      }
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={2}>
        {!canEdit && <Alert severity="info">{t('workerRecord.profile.readOnly')}</Alert>}
        {groupBySubSection(fields).map((group) => {
          const cert =
            section === 'certifications'
              ? worker.Certifications.find((c) => c.Name === group.name)
              : undefined;
          return (
            <Paper key={group.name ?? ''} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              {group.name && (
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
                >
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translateText(group.name)}
                  </Typography>
                  {cert && cert.Status !== 'valid' && (
                    <Chip
                      size="small"
                      color={cert.Status === 'expired' ? 'error' : 'warning'}
                      label={`${t(`workerRecord.certifications.${cert.Status}`)} · ${formatDate(cert.ExpiryDate)}`}
                    />
                  )}
                </Stack>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {group.fields.map((field) => (
                  <Box
                    key={field.FieldName}
                    sx={
                      field.InputType === 'radio-other' || field.InputType === 'textarea'
                        ? { gridColumn: '1 / -1' }
                        : undefined
                    }
                  >
                    <WorkersRecordFieldInput
                      field={field}
                      value={valueOf(field.FieldName)}
                      onChange={(v) => setValue(field.FieldName, v)}
                      other={
                        field.FieldName === 'Ethnicity'
                          ? (draft.otherEthnicity ?? worker.OtherEthnicity)
                          : undefined
                      }
                      onOtherChange={(text) => {
                        if (field.FieldName === 'Ethnicity') draft.setOtherEthnicity(text);
                        else setValue(field.FieldName, text === '' ? 'Other' : text);
                      }}
                      disabled={!canEdit}
                      error={errors[field.FieldName]}
                    />
                  </Box>
                ))}
              </Box>
            </Paper>
          );
        })}
        {failure.length > 0 && <Alert severity="error">{failure.join(' ')}</Alert>}
        {canEdit && (
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
              // The save stays in reach below a long section, on a phone too.
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              py: 1.5,
              bgcolor: 'background.default',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <SaveChangesButton
              status={cycle.status}
              disabled={!draft.changed && cycle.status === 'idle'}
            />
            {draft.changed && (
              <Typography variant="body2" sx={{ color: 'warning.dark' }} role="status">
                {t('workerRecord.profile.changed')}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

export const ProfileTab = (p: WorkerTabProps) => (
  <WorkersRecordSectionTab section="profile" {...p} />
);
export const EmergencyInfoTab = (p: WorkerTabProps) => (
  <WorkersRecordSectionTab section="emergencyinformation" {...p} />
);
export const ProjectAttributesTab = (p: WorkerTabProps) => (
  <WorkersRecordSectionTab section="projectattributes" {...p} />
);
export const CertificationsTab = (p: WorkerTabProps) => (
  <WorkersRecordSectionTab section="certifications" {...p} />
);
export const HealthTab = (p: WorkerTabProps) => <WorkersRecordSectionTab section="health" {...p} />;
