import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { WEBHOOK_MESSAGES, type Webhook, type WebhookCreated } from '@siteline/shared';
import { createLink, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhooks,
} from './api/webhooks-api.ts';
import { IntegrationsWebhookDialog } from './components/integrations-webhook-dialog.tsx';
import { alertIntegrationErrors } from './integrations-errors.ts';
import './integrations.css';

await loadLocales('features/integrations');

const ButtonLink = createLink(Button);

const TONES = { Delivered: 'good', Failed: 'bad', Pending: undefined } as const;

export interface IntegrationsWebhooksPageProps {
  projectId: number;
  timeZoneId: string | undefined;
}

/** The project's webhooks: add, edit, switch off and on, send a test, open the log, delete. */
export function IntegrationsWebhooksPage({ projectId, timeZoneId }: IntegrationsWebhooksPageProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const webhooks = useWebhooks(projectId);
  const create = useCreateWebhook(projectId);
  const update = useUpdateWebhook(projectId);
  const remove = useDeleteWebhook(projectId);
  const test = useSendWebhookTest(projectId);
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [copied, setCopied] = useState(false);
  const fail = (error: unknown) => alertIntegrationErrors(alerts, error, translate);

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <div>
        <Button
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1 }}
          onClick={() =>
            void navigate({
              to: '/project/$id/integrations/providers',
              params: { id: String(projectId) },
            })
          }
        >
          {t('integrations.history.back')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('integrations.webhooks.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760, mt: 0.5 }}>
          {t('integrations.webhooks.intro')}
        </Typography>
      </div>
      <div>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('integrations.webhooks.add')}
        </Button>
      </div>
      {webhooks.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {webhooks.data?.PrivateReceiversAllowed && (
        <Alert severity="warning">{t('integrations.webhooks.privateAllowed')}</Alert>
      )}
      {!webhooks.data ? (
        !webhooks.isError && <Skeleton variant="rounded" height={160} />
      ) : webhooks.data.Data.length === 0 ? (
        <Typography>{t('integrations.webhooks.empty')}</Typography>
      ) : (
        <div className="integrations__cards" data-testid="integrations-webhooks">
          {webhooks.data.Data.map((w) => (
            <section key={w.WebhookId} className="integrations__card" aria-label={w.Url}>
              <h2 style={{ overflowWrap: 'anywhere', fontSize: '1rem' }}>{w.Url}</h2>
              {w.Description && <p>{w.Description}</p>}
              <p className="integrations__muted">
                {w.Events.map((e) => t(`integrations.webhooks.eventNames.${e}`)).join(' · ')}
              </p>
              <p className="integrations__muted">
                {t('integrations.webhooks.lastDelivery')}:{' '}
                {w.LastDeliveryStatus && w.LastDeliveryAt ? (
                  <>
                    <span className="integrations__status" data-tone={TONES[w.LastDeliveryStatus]}>
                      {t(`integrations.webhooks.statuses.${w.LastDeliveryStatus}`)}
                    </span>{' '}
                    {formatDateTimeInZone(w.LastDeliveryAt, timeZoneId)}
                  </>
                ) : (
                  t('integrations.webhooks.never')
                )}
                {' · '}
                {t('integrations.webhooks.secretHint', { hint: w.SecretHint })}
              </p>
              <label style={{ display: 'flex', alignItems: 'center' }}>
                <Switch
                  checked={w.Active}
                  onChange={(e) =>
                    update.mutate(
                      { id: w.WebhookId, body: { Active: e.target.checked } },
                      { onError: fail },
                    )
                  }
                />
                {t('integrations.webhooks.active')}
              </label>
              <div className="integrations__actions">
                <ButtonLink
                  size="small"
                  to="/project/$id/integrations/webhooks/$webhookId"
                  params={{ id: String(projectId), webhookId: String(w.WebhookId) }}
                >
                  {t('integrations.webhooks.deliveries')}
                </ButtonLink>
                <Button
                  size="small"
                  disabled={test.isPending}
                  onClick={() =>
                    test.mutate(w.WebhookId, {
                      onSuccess: () => alerts.success(translate(WEBHOOK_MESSAGES.testQueued)),
                      onError: fail,
                    })
                  }
                >
                  {t('integrations.webhooks.test')}
                </Button>
                <Button size="small" onClick={() => setEditing(w)}>
                  {t('integrations.webhooks.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(w)}>
                  {t('integrations.webhooks.delete')}
                </Button>
              </div>
            </section>
          ))}
        </div>
      )}
      {editing !== null && (
        <IntegrationsWebhookDialog
          webhook={editing === 'new' ? null : editing}
          busy={create.isPending || update.isPending}
          onClose={() => setEditing(null)}
          onSave={(input) => {
            if (editing === 'new') {
              create.mutate(input, {
                onSuccess: (hook) => {
                  setEditing(null);
                  setCopied(false);
                  setCreated(hook);
                },
                onError: fail,
              });
            } else {
              update.mutate(
                { id: editing.WebhookId, body: input },
                {
                  onSuccess: () => {
                    setEditing(null);
                    alerts.success(translate(WEBHOOK_MESSAGES.updated));
                  },
                  onError: fail,
                },
              );
            }
          }}
        />
      )}
      <Dialog open={created !== null} onClose={() => setCreated(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('integrations.webhooks.secretTitle')}</DialogTitle>
        <DialogContent style={{ display: 'grid', gap: 12 }}>
          <Alert severity="warning">{translate(WEBHOOK_MESSAGES.created)}</Alert>
          <TextField
            label={t('integrations.webhooks.secretTitle')}
            value={created?.Secret ?? ''}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'integrations-webhook-secret' },
            }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() =>
              void navigator.clipboard?.writeText(created?.Secret ?? '').then(() => setCopied(true))
            }
          >
            {copied
              ? t('integrations.webhooks.secretCopied')
              : t('integrations.webhooks.secretCopy')}
          </Button>
          <Button variant="contained" onClick={() => setCreated(null)}>
            {t('integrations.webhooks.done')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        kind="delete"
        subject={deleting?.Url ?? ''}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.WebhookId, {
            onSuccess: () => alerts.success(translate(WEBHOOK_MESSAGES.deleted)),
            onError: fail,
          });
          setDeleting(null);
        }}
      />
    </div>
  );
}
