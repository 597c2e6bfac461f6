import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  WORKER_WORKTIME_MESSAGES,
  ZONE_ACCESS_LEVELS,
  zoneRuleProblems,
  type WorkerZoneAccess,
  type ZoneAccessLevel,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { useSaveWorkerZoneAccess } from './api/save-worker-zone-access.ts';

interface Draft {
  AccessLevel: ZoneAccessLevel;
  StartDateInclusive: string;
  EndDateInclusive: string;
}

/** The dates a level keeps when it changes: Deny none, Indefinite a start (today by default). */
function withLevel(draft: Draft, level: ZoneAccessLevel, today: string): Draft {
  if (level === 'Deny') return { AccessLevel: level, StartDateInclusive: '', EndDateInclusive: '' };
  const start = draft.StartDateInclusive || today;
  return {
    AccessLevel: level,
    StartDateInclusive: start,
    EndDateInclusive: level === 'Limited' ? draft.EndDateInclusive : '',
  };
}

/**
 * Edit the worker's own access in one zone (ManageZones, spec 002 §3, §5): "Indefinite needs a
 * start date; Limited needs start and end dates; Deny sends no dates."
 */
export function WorkersAccessDialog(props: {
  projectId: number;
  workerId: number;
  zone: WorkerZoneAccess;
  today: string;
  onClose: () => void;
}) {
  const { projectId, workerId, zone, today, onClose } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const save = useSaveWorkerZoneAccess(projectId, workerId);
  const [draft, setDraft] = useState<Draft>(() => ({
    AccessLevel: zone.AssignmentLevel === 'WORKER' && zone.AccessLevel ? zone.AccessLevel : 'Deny',
    StartDateInclusive: zone.AssignmentLevel === 'WORKER' ? (zone.StartDateInclusive ?? '') : '',
    EndDateInclusive: zone.AssignmentLevel === 'WORKER' ? (zone.EndDateInclusive ?? '') : '',
  }));
  const body = {
    AccessLevel: draft.AccessLevel,
    StartDateInclusive: draft.StartDateInclusive || null,
    EndDateInclusive: draft.EndDateInclusive || null,
  };
  const problems = zoneRuleProblems(body);
  const problemOf = (field: 'StartDateInclusive' | 'EndDateInclusive') =>
    problems.find((p) => p.field === field)?.message;

  const onSave = async () => {
    try {
      await save.mutateAsync({ zoneId: zone.ProjectZoneId, body });
      alerts.success(translate(WORKER_WORKTIME_MESSAGES.accessSaved));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  const dateField = (field: 'StartDateInclusive' | 'EndDateInclusive', label: string) => (
    <TextField
      type="date"
      label={label}
      value={draft[field]}
      onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
      error={!!problemOf(field)}
      helperText={problemOf(field) && translate(problemOf(field)!)}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('workerWorktime.access.dialogTitle', { zone: zone.ZoneName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <DialogContentText>{t('workerWorktime.access.rule')}</DialogContentText>
          {save.error && (
            <Alert severity="error">
              {translate(describeError(save.error).message) || t('workerWorktime.access.saveError')}
            </Alert>
          )}
          <TextField
            select
            label={t('workerWorktime.access.accessLevel')}
            value={draft.AccessLevel}
            onChange={(e) =>
              setDraft((d) => withLevel(d, e.target.value as ZoneAccessLevel, today))
            }
          >
            {ZONE_ACCESS_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`workerWorktime.access.levels.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.AccessLevel !== 'Deny' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {dateField('StartDateInclusive', t('workerWorktime.access.startDate'))}
              {draft.AccessLevel === 'Limited' &&
                dateField('EndDateInclusive', t('workerWorktime.access.endDate'))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('workerWorktime.access.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSave()}
          disabled={save.isPending || problems.length > 0}
        >
          {t('workerWorktime.access.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
