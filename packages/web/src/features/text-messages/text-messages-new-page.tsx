import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TEXT_MESSAGE_MAX,
  TEXT_MESSAGES_MESSAGES,
  smsSegments,
  specSmsSegments,
  type Project,
  type TextMessageVerified,
} from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { siteToday } from '@/lib/zone-clock.ts';
import {
  useSendTextMessage,
  useTextMessageContracts,
  useVerifyTextRecipients,
} from './api/text-messages-api.ts';
import { TextMessagesFilters } from './components/text-messages-filters.tsx';
import { TextMessagesHeader } from './components/text-messages-header.tsx';
import { TextMessagesPeople } from './components/text-messages-people.tsx';
import { TextMessagesSendDialog } from './components/text-messages-send-dialog.tsx';
import { filterKey, filterRequest, type TextFilterDraft } from './text-messages-rules.ts';
import './text-messages.css';

await loadLocales('features/text-messages');

const FIRST_DRAFT: TextFilterDraft = {
  option: 'On-site Now',
  start: '',
  end: '',
  contractFilter: false,
  contractIds: [],
  onlyIncludeWorkersWithAnActiveTag: false,
};

/**
 * spec 002 §3 new message: the filter, verify (the list of who it reaches and who it cannot),
 * the text with its segments, send (only the filter verified; any change asks for a new verify).
 */
export function TextMessagesNewPage(props: { projectId: number; project: Project | undefined }) {
  const { projectId, project } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const contracts = useTextMessageContracts(projectId);
  const verify = useVerifyTextRecipients(projectId);
  const send = useSendTextMessage(projectId);
  const [draft, setDraft] = useState(FIRST_DRAFT);
  const [message, setMessage] = useState('');
  const [verified, setVerified] = useState<{ key: string; data: TextMessageVerified } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const today = siteToday(project?.TimeZoneId);
  const context = {
    today,
    projectStart: project?.StartDate.slice(0, 10) ?? today,
    projectEnd: project?.EndDate?.slice(0, 10) ?? null,
  };
  const request = filterRequest(draft, context);
  const key = filterKey(request);
  const current = verified !== null && verified.key === key ? verified.data : null;
  const text = message.trim();
  const segments = smsSegments(text);
  const texts = current?.TextedCount ?? 0;
  const canSend = current !== null && texts > 0 && text.length > 0 && !send.isPending;

  const runVerify = () => {
    if (!request || !key) return;
    verify.mutate(request, {
      onSuccess: (data) => setVerified({ key, data }),
      onError: () => alerts.error(TEXT_MESSAGES_MESSAGES.verifyError),
    });
  };
  const runSend = () => {
    if (!request) return;
    send.mutate(
      { filter: request, textMessage: text },
      {
        onSuccess: (batch) =>
          void navigate({
            to: '/project/$id/text-messages/$textMessageBatchId/detail',
            params: { id: String(projectId), textMessageBatchId: String(batch.textMessageBatchId) },
            search: { isNew: true },
          }),
        onError: () => {
          setConfirming(false);
          alerts.error(TEXT_MESSAGES_MESSAGES.sendError);
        },
      },
    );
  };

  return (
    <Stack spacing={2.5}>
      <TextMessagesHeader projectId={projectId} tab="new" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5} sx={{ alignItems: 'stretch' }}>
        <section className="text-messages__card" style={{ flex: 1 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('textMessages.filters.heading')}
          </Typography>
          <TextMessagesFilters
            draft={draft}
            context={context}
            contracts={contracts.data?.Data ?? []}
            loadingContracts={contracts.isPending}
            onChange={setDraft}
          />
        </section>
        <section className="text-messages__card" style={{ flex: 1 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('textMessages.message.heading')}
          </Typography>
          <TextField
            label={t('textMessages.message.label')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: TEXT_MESSAGE_MAX } }}
            helperText={[
              t('textMessages.message.segments', {
                chars: [...text].length,
                count: segments.segments,
                encoding: segments.encoding,
              }),
              // The spec's figure (characters / 160) where it differs from the carriers'.
              ...(specSmsSegments(text) === segments.segments
                ? []
                : [t('textMessages.message.specSegments', { count: specSmsSegments(text) })]),
            ].join(' · ')}
          />
          {current && texts > 0 && segments.segments > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="text-messages-total">
              {t('textMessages.message.total', {
                texts,
                segments: segments.segments,
                count: texts * segments.segments,
              })}
            </Typography>
          )}
        </section>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="large"
          onClick={runVerify}
          disabled={request === null || verify.isPending}
        >
          {verify.isPending ? t('textMessages.verify.working') : t('textMessages.verify.button')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => setConfirming(true)}
          disabled={!canSend}
        >
          {t('textMessages.send.button')}
        </Button>
        {current && text.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('textMessages.send.needsText')}
          </Typography>
        )}
      </Stack>
      {verified !== null && current === null && (
        <Alert severity="info">{t('textMessages.verify.stale')}</Alert>
      )}
      {verified === null && (
        <Typography sx={{ color: 'text.secondary' }}>{t('textMessages.verify.first')}</Typography>
      )}
      {current && <VerifiedList data={current} />}
      <TextMessagesSendDialog
        open={confirming}
        count={texts}
        message={text}
        busy={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={runSend}
      />
    </Stack>
  );
}

function VerifiedList({ data }: { data: TextMessageVerified }) {
  const { t } = useTranslation();
  if (data.WorkersCount === 0)
    return <Alert severity="warning">{t('textMessages.verify.none')}</Alert>;
  return (
    <Stack spacing={1.5}>
      <ul className="text-messages__counts" data-testid="text-messages-verified">
        <li>
          <strong>{data.TextedCount}</strong>
          {t('textMessages.verify.texted', { count: data.TextedCount })}
        </li>
        <li>
          <strong>{data.WorkersCount}</strong>
          {t('textMessages.verify.found', { count: data.WorkersCount })}
        </li>
        <li>
          <strong>{data.WithoutPhoneNumberCount}</strong>
          {t('textMessages.verify.noPhone', { count: data.WithoutPhoneNumberCount })}
        </li>
        <li>
          <strong>{data.OptedOutCount}</strong>
          {t('textMessages.verify.optedOut', { count: data.OptedOutCount })}
        </li>
      </ul>
      <TextMessagesPeople kind="found" people={data.Workers} />
    </Stack>
  );
}
