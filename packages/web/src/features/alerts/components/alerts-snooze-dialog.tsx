import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ALERT_FACTS_MESSAGES,
  SNOOZE_CLOSE_MS,
  SNOOZE_DEFAULT_DAYS,
  SNOOZE_MAX_DAYS,
  SNOOZE_MAX_HOURS,
  SNOOZE_UNITS,
  type AlertFact,
  type SnoozeUnit,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { describeError } from '@/lib/api-error.ts';
import { useSnoozeAlertFact } from '../api/snooze-alert-fact.ts';
import { AlertsSaveDialog } from './alerts-save-dialog.tsx';

export interface AlertsSnoozeDialogProps {
  projectId: number;
  /** The fact to snooze; null keeps the dialog closed. */
  fact: AlertFact | null;
  onClose: () => void;
  /** After the dialog has closed on a successful snooze (spec 000 §9: 2 s after the save). */
  onSnoozed: (fact: AlertFact) => void;
}

/**
 * spec 000 §3, §9: days (14 unless changed), save; closes 2 s after "Saved!". Hours too: a
 * superintendent snoozes for the rest of a shift.
 */
export function AlertsSnoozeDialog({
  projectId,
  fact,
  onClose,
  onSnoozed,
}: AlertsSnoozeDialogProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState(String(SNOOZE_DEFAULT_DAYS));
  const [unit, setUnit] = useState<SnoozeUnit>('Days');
  const [problem, setProblem] = useState<string | null>(null);
  const snooze = useSnoozeAlertFact(projectId);
  const cycle = useSaveCycle({ success: SNOOZE_CLOSE_MS, error: 4_000 });
  useEffect(() => {
    if (fact) {
      setDays(String(SNOOZE_DEFAULT_DAYS));
      setUnit('Days');
      setProblem(null);
    }
  }, [fact]);
  const parsed = Number(days);
  const max = unit === 'Days' ? SNOOZE_MAX_DAYS : SNOOZE_MAX_HOURS;
  const valid = /^\d+$/.test(days) && parsed >= 1 && parsed <= max;
  const busy = cycle.status === 'busy' || cycle.status === 'success';

  async function save() {
    if (!fact || !valid) return;
    setProblem(null);
    const result = await cycle.run(() => snooze.mutateAsync({ fact, amount: parsed, unit }));
    if (!result.ok) {
      setProblem(describeError(result.error).message);
      return;
    }
    window.setTimeout(() => {
      onClose();
      onSnoozed(fact);
    }, SNOOZE_CLOSE_MS);
  }

  return (
    <AlertsSaveDialog
      open={fact !== null}
      title={t('alerts.snoozeDialog.title')}
      text={t('alerts.snoozeDialog.text')}
      saveLabel={t('alerts.snoozeDialog.save')}
      cancelLabel={t('alerts.snoozeDialog.cancel')}
      status={cycle.status}
      canSave={valid}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          autoFocus
          label={t(unit === 'Days' ? 'alerts.snoozeDialog.days' : 'alerts.snoozeDialog.hours')}
          value={days}
          onChange={(event) => setDays(event.target.value.trim())}
          error={!valid || problem !== null}
          helperText={
            problem ??
            (valid
              ? t(
                  unit === 'Days'
                    ? 'alerts.snoozeDialog.daysHelp'
                    : 'alerts.snoozeDialog.hoursHelp',
                )
              : unit === 'Days'
                ? ALERT_FACTS_MESSAGES.days
                : ALERT_FACTS_MESSAGES.hours)
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', min: 1, max },
          }}
          disabled={busy}
          fullWidth
        />
        <TextField
          select
          label={t('alerts.snoozeDialog.unit')}
          value={unit}
          onChange={(event) => setUnit(event.target.value as SnoozeUnit)}
          disabled={busy}
          sx={{ minWidth: 120 }}
        >
          {SNOOZE_UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {t(u === 'Days' ? 'alerts.snoozeDialog.unitDays' : 'alerts.snoozeDialog.unitHours')}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </AlertsSaveDialog>
  );
}
