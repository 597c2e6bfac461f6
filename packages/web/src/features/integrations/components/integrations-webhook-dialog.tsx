import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  WEBHOOK_EVENTS,
  WebhookCreateSchema,
  type Webhook,
  type WebhookCreateInput,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/lib/i18n.ts';

export interface IntegrationsWebhookDialogProps {
  /** The webhook edited; none: a new one. */
  webhook: Webhook | null;
  busy: boolean;
  onSave: (input: WebhookCreateInput) => void;
  onClose: () => void;
}

/** Add or edit a webhook: its address, a description and the events it gets. */
export function IntegrationsWebhookDialog(props: IntegrationsWebhookDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const [url, setUrl] = useState(props.webhook?.Url ?? 'https://');
  const [description, setDescription] = useState(props.webhook?.Description ?? '');
  const [events, setEvents] = useState<string[]>(
    props.webhook?.Events ?? ['presence.arrived', 'presence.departed'],
  );
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({});

  const submit = () => {
    const input = { Url: url, Description: description, Events: events };
    const parsed = WebhookCreateSchema.safeParse(input);
    if (!parsed.success) {
      const issue = (path: string) => parsed.error.issues.find((i) => i.path[0] === path)?.message;
      setProblems({ url: issue('Url'), events: issue('Events') });
      return;
    }
    props.onSave(input as WebhookCreateInput);
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {props.webhook ? t('integrations.webhooks.edit') : t('integrations.webhooks.add')}
      </DialogTitle>
      <DialogContent>
        <form
          id="integrations-webhook-form"
          style={{ display: 'grid', gap: 16, paddingTop: 8 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('integrations.webhooks.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={problems.url !== undefined}
            helperText={problems.url ? translate(problems.url) : t('integrations.webhooks.urlHelp')}
            required
            autoFocus
          />
          <TextField
            label={t('integrations.webhooks.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <div>
            <FormLabel component="legend">{t('integrations.webhooks.events')}</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox
                      checked={events.includes(event)}
                      onChange={(e) =>
                        setEvents((current) =>
                          e.target.checked
                            ? [...current, event]
                            : current.filter((x) => x !== event),
                        )
                      }
                    />
                  }
                  label={t(`integrations.webhooks.eventNames.${event}`)}
                />
              ))}
            </FormGroup>
            {problems.events && <FormHelperText error>{translate(problems.events)}</FormHelperText>}
          </div>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('integrations.webhooks.cancel')}</Button>
        <Button
          type="submit"
          form="integrations-webhook-form"
          variant="contained"
          disabled={props.busy}
        >
          {t('integrations.webhooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
