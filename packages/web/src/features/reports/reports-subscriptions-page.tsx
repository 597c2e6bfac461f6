import { useEffect, useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALERT_TYPE,
  ENTITY_STATE,
  SUBSCRIPTION_MESSAGES,
  subscriptionsProblem,
  type ReportSubscription,
  type ReportSubscriptions,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import {
  useReportSubscriptions,
  useSaveReportSubscriptions,
  useSendReportSubscriptions,
} from './api/reports-subscriptions-api.ts';

await loadLocales('features/reports');

/** A row on the page: the server's, or added here (no id yet). */
interface DraftRow extends ReportSubscription {
  key: string;
}

let nextKey = 0;
const toDraft = (s: ReportSubscription): DraftRow => ({
  ...s,
  key: `s${s.ReportSubscriptionId ?? 0}`,
});

/**
 * spec 002 §2–§8 report subscriptions: per contract, which report goes to which address (each
 * for the day before, at 06:00 on the site's clock). Checked in the spec's order on Save; leaving
 * with unsaved rows asks first.
 */
export function ReportsSubscriptionsPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const loaded = useReportSubscriptions(projectId);
  const save = useSaveReportSubscriptions(projectId);
  const send = useSendReportSubscriptions(projectId);
  const onSend = () => {
    send
      .mutateAsync()
      .then((r) =>
        r.Held
          ? alerts.show({ type: ALERT_TYPE.warning, message: r.message })
          : alerts.success(r.message),
      )
      .catch(() => alerts.error(t('reports.subscriptions.sendFailed')));
  };
  const [rows, setRows] = useState<DraftRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (loaded.data && rows === null) setRows(loaded.data.Subscriptions.map(toDraft));
  }, [loaded.data, rows]);
  const original = useMemo(() => JSON.stringify(loaded.data?.Subscriptions ?? []), [loaded.data]);
  const current = (rows ?? []).filter(
    (r) => !(r.ReportSubscriptionId === null && r.EntityState === ENTITY_STATE.Removed),
  );
  const dirty =
    rows !== null &&
    JSON.stringify(
      current.filter((r) => r.EntityState === ENTITY_STATE.Normal).map(({ key: _, ...r }) => r),
    ) !== original;

  const change = (key: string, patch: Partial<DraftRow>) => {
    setProblem(null);
    setRows((list) => (list ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const add = (contractId: number) => {
    setProblem(null);
    nextKey += 1;
    setRows((list) => [
      ...(list ?? []),
      {
        key: `new${nextKey}`,
        ReportSubscriptionId: null,
        ReportLibraryId: null,
        ProjectId: projectId,
        ContractId: contractId,
        SubscribedUserId: null,
        SubscribedEmail: '',
        EntityState: ENTITY_STATE.Normal,
        Language: 'en',
      },
    ]);
  };
  const onSave = () => {
    const found = subscriptionsProblem(current);
    setProblem(found);
    if (found) return;
    save
      .mutateAsync(
        current.map(({ key: _, ...r }) => ({ ...r, SubscribedEmail: r.SubscribedEmail.trim() })),
      )
      .then((saved) => {
        setRows(saved.Subscriptions.map(toDraft));
        alerts.success(SUBSCRIPTION_MESSAGES.saved);
      })
      .catch((error: unknown) => {
        setProblem(
          error instanceof ApiError
            ? error.messages.join(' ')
            : t('reports.subscriptions.saveFailed'),
        );
      });
  };

  if (loaded.isError)
    return <Alert severity="error">{t('reports.subscriptions.loadFailed')}</Alert>;
  if (!loaded.data || rows === null) return <Skeleton variant="rounded" height={320} />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {t('reports.subscriptions.title')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ ml: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <Button
            sx={{ whiteSpace: 'nowrap' }}
            onClick={onSend}
            disabled={dirty || send.isPending || current.length === 0}
            title={dirty ? t('reports.subscriptions.saveFirst') : undefined}
          >
            {t('reports.subscriptions.sendNow')}
          </Button>
          <Button
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={onSave}
            disabled={save.isPending || !dirty}
          >
            {save.isPending ? t('reports.subscriptions.saving') : t('reports.subscriptions.save')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('reports.subscriptions.intro')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {loaded.data.Companies.length === 0 && (
        <Alert severity="info">{t('reports.subscriptions.noContracts')}</Alert>
      )}
      {loaded.data.Companies.map((company) => (
        <ContractSubscriptions
          key={company.ContractId}
          company={company}
          reports={loaded.data.AvailableReports}
          rows={current.filter(
            (r) => r.ContractId === company.ContractId && r.EntityState === ENTITY_STATE.Normal,
          )}
          onChange={change}
          onAdd={() => add(company.ContractId)}
          onRemove={(key) => change(key, { EntityState: ENTITY_STATE.Removed })}
        />
      ))}
    </Stack>
  );
}

function ContractSubscriptions(props: {
  company: ReportSubscriptions['Companies'][number];
  reports: ReportSubscriptions['AvailableReports'];
  rows: DraftRow[];
  onChange: (key: string, patch: Partial<DraftRow>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const name = props.company.CompanyName;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} component="section" aria-label={name}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: props.rows.length ? 1.5 : 0,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={props.onAdd}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', ml: 1 }}
        >
          {t('reports.subscriptions.add')}
        </Button>
      </Stack>
      <Stack spacing={1.5}>
        {props.rows.map((r) => (
          <Stack
            key={r.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              size="small"
              type="email"
              label={t('reports.subscriptions.email')}
              value={r.SubscribedEmail}
              onChange={(event) => props.onChange(r.key, { SubscribedEmail: event.target.value })}
              sx={{ flex: 2, minWidth: 0 }}
            />
            <TextField
              select
              size="small"
              label={t('reports.subscriptions.report')}
              value={r.ReportLibraryId ?? ''}
              onChange={(event) =>
                props.onChange(r.key, { ReportLibraryId: Number(event.target.value) })
              }
              sx={{ flex: 1.4, minWidth: 180 }}
            >
              {props.reports.map((report) => (
                <MenuItem key={report.ReportLibraryId} value={report.ReportLibraryId}>
                  {t(`reports.subscriptions.library.${String(report.ReportLibraryId) as '1'}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('reports.subscriptions.language')}
              value={r.Language}
              onChange={(event) =>
                props.onChange(r.key, { Language: event.target.value as 'en' | 'es' })
              }
              sx={{ flex: 0.8, minWidth: 120 }}
            >
              <MenuItem value="en">English</MenuItem>
              <MenuItem value="es">Español</MenuItem>
            </TextField>
            <IconButton
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              aria-label={t('reports.subscriptions.remove', { email: r.SubscribedEmail || name })}
              onClick={() => props.onRemove(r.key)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
