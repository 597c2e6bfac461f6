import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALERT_DEFINITIONS,
  ALERT_NAMES,
  ALERT_SUBSCRIBER_MESSAGES,
  subscriberProblems,
  type AlertSubscriber,
  type AlertSubscriberUpsert,
} from '@siteline/shared';
import { CALLING_CODES, callingCode } from '@siteline/shared/common/phone';
import { useTranslation } from 'react-i18next';

export interface AlertsSubscriberDialogProps {
  projectId: number;
  /** The project's country: a new subscriber's calling code is its (null: +1 until known). */
  countryCode: string | null;
  open: boolean;
  /** The subscriber being edited; null adds one. */
  subscriber: AlertSubscriber | null;
  onClose: () => void;
  /** Hands the checked body over; the page saves it and shows the row's states. */
  onSubmit: (body: AlertSubscriberUpsert) => void;
}

interface Draft {
  name: string;
  countryCode: string;
  phone: string;
  all: boolean;
  alertIds: number[];
  quietFrom: string;
  quietTo: string;
}

function draftOf(subscriber: AlertSubscriber | null, country: string | null): Draft {
  return {
    name: subscriber?.SubscriberName ?? '',
    countryCode: subscriber?.CountryCode ?? (callingCode(country ?? 'US') || '+1'),
    phone: subscriber?.PhoneNumber ?? '',
    all: subscriber?.SubscribeToAllAlerts ?? false,
    alertIds: subscriber?.Alerts.map((a) => a.AlertId) ?? [],
    quietFrom: subscriber?.QuietFrom ?? '',
    quietTo: subscriber?.QuietTo ?? '',
  };
}

/**
 * spec 001 §3, 002 §3: the subscriber's name, number, and the alerts it follows. Any country's
 * number (decision 0031: the spec's list has +1 only); the project's calling code first.
 */
export function AlertsSubscriberDialog({
  projectId,
  countryCode,
  open,
  subscriber,
  onClose,
  onSubmit,
}: AlertsSubscriberDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(subscriber, countryCode));
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(draftOf(subscriber, countryCode));
      setTried(false);
    }
  }, [open, subscriber, countryCode]);
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const problems = subscriberProblems({
    SubscriberName: draft.name,
    CountryCode: draft.countryCode,
    PhoneNumber: draft.phone,
  });
  const noAlerts = !draft.all && draft.alertIds.length === 0;
  const quietHalf = (draft.quietFrom === '') !== (draft.quietTo === '');
  // spec 002 §5: submit is disabled without a phone number or a subscriber name.
  const canSubmit = draft.name.trim() !== '' && draft.phone.trim() !== '';
  const shown = (message: string) => tried && problems.includes(message);
  // The number's refusal names what was typed, so it is found by what it is about.
  const phoneProblem = tried
    ? problems.find(
        (p) => p !== ALERT_SUBSCRIBER_MESSAGES.name && p !== ALERT_SUBSCRIBER_MESSAGES.countryCode,
      )
    : undefined;

  const submit = () => {
    setTried(true);
    if (problems.length || noAlerts || quietHalf) return;
    onSubmit({
      ProjectAlertSubscriberId: subscriber?.ProjectAlertSubscriberId ?? null,
      ProjectId: projectId,
      SubscriberName: draft.name.trim(),
      CountryCode: draft.countryCode,
      PhoneNumber: draft.phone,
      SubscribeToAllAlerts: draft.all,
      Alerts: draft.all ? [] : draft.alertIds.map((AlertId) => ({ AlertId })),
      QuietFrom: draft.quietFrom || null,
      QuietTo: draft.quietTo || null,
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>
          {subscriber
            ? t('alerts.subscribers.dialog.editTitle')
            : t('alerts.subscribers.dialog.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={t('alerts.subscribers.dialog.name')}
              value={draft.name}
              onChange={(event) => set({ name: event.target.value })}
              error={shown(ALERT_SUBSCRIBER_MESSAGES.name)}
              helperText={
                shown(ALERT_SUBSCRIBER_MESSAGES.name) ? ALERT_SUBSCRIBER_MESSAGES.name : ' '
              }
              slotProps={{ htmlInput: { maxLength: 100 } }}
              required
            />
            <Stack direction="row" spacing={1.5}>
              <TextField
                select
                label={t('alerts.subscribers.dialog.countryCode')}
                value={draft.countryCode}
                onChange={(event) => set({ countryCode: event.target.value })}
                sx={{ width: 130, flexShrink: 0 }}
                slotProps={{ select: { native: true } }}
              >
                {CALLING_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </TextField>
              <TextField
                label={t('alerts.subscribers.dialog.phone')}
                value={draft.phone}
                onChange={(event) => set({ phone: event.target.value })}
                error={phoneProblem !== undefined}
                helperText={phoneProblem ?? t('alerts.subscribers.dialog.phoneHelp')}
                slotProps={{
                  htmlInput: { inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 },
                }}
                required
                fullWidth
              />
            </Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.all}
                  onChange={(event) => set({ all: event.target.checked })}
                />
              }
              label={t('alerts.subscribers.dialog.all')}
            />
            <fieldset className="alerts-subscriber__alerts" disabled={draft.all}>
              <FormLabel component="legend">{t('alerts.subscribers.dialog.alerts')}</FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                {ALERT_DEFINITIONS.map((d) => (
                  <FormControlLabel
                    key={d.alertId}
                    control={
                      <Checkbox
                        checked={draft.all || draft.alertIds.includes(d.alertId)}
                        disabled={draft.all}
                        onChange={(event) =>
                          set({
                            alertIds: event.target.checked
                              ? [...draft.alertIds, d.alertId]
                              : draft.alertIds.filter((id) => id !== d.alertId),
                          })
                        }
                      />
                    }
                    label={t(`alerts.types.${d.alertType}`, {
                      defaultValue: ALERT_NAMES[d.alertType],
                    })}
                  />
                ))}
              </FormGroup>
              {tried && noAlerts && (
                <Typography color="error" variant="body2">
                  {ALERT_SUBSCRIBER_MESSAGES.alerts}
                </Typography>
              )}
            </fieldset>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('alerts.subscribers.dialog.quiet')}
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <TextField
                type="time"
                label={t('alerts.subscribers.dialog.quietFrom')}
                value={draft.quietFrom}
                onChange={(event) => set({ quietFrom: event.target.value })}
                error={tried && quietHalf}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                type="time"
                label={t('alerts.subscribers.dialog.quietTo')}
                value={draft.quietTo}
                onChange={(event) => set({ quietTo: event.target.value })}
                error={tried && quietHalf}
                helperText={tried && quietHalf ? ALERT_SUBSCRIBER_MESSAGES.quietHours : ' '}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('alerts.subscribers.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {t('alerts.subscribers.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
