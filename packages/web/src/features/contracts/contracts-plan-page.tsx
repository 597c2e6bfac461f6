import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addPlanDays } from '@siteline/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { describeError } from '@/lib/api-error.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { getPlanTemplate, usePlanWeek } from './api/get-plan-week.ts';
import { useSavePlan } from './api/save-plan.ts';
import { ContractsPlanGrid } from './components/contracts-plan-grid.tsx';
import { ContractsPlanUpload } from './components/contracts-plan-upload.tsx';
import { planCellKey, planChanges, toPlanSave, type PlanCellEdit } from './contracts-plan-edits.ts';
import { downloadPlanTemplate } from './contracts-plan-template.ts';
import { ContractsPlanTemplateDialog } from './components/contracts-plan-template-dialog.tsx';

await loadLocales('features/contracts');

export interface ContractsPlanPageProps {
  projectId: number;
  /** Any date of the week shown (the address's `week`); none: the project's current week. */
  week: string | undefined;
  onWeekChange: (week: string | undefined) => void;
}

/** The workforce plan: a week grid to edit by hand, and the upload with its template. */
export function ContractsPlanPage({ projectId, week, onWeekChange }: ContractsPlanPageProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const plan = usePlanWeek(projectId, week);
  const save = useSavePlan(projectId);
  const cycle = useSaveCycle();
  const [edits, setEdits] = useState<Map<string, PlanCellEdit>>(new Map());
  const data = plan.data;
  const weekStart = data?.WeekStart;

  // Another week is another set of days: edits left behind were confirmed away by the guard.
  useEffect(() => setEdits(new Map()), [weekStart]);

  const [templateOpen, setTemplateOpen] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const downloadTemplate = async (days: number) => {
    if (!data) return;
    setTemplateBusy(true);
    try {
      await downloadPlanTemplate(await getPlanTemplate(projectId, data.Today, days), edits);
      setTemplateOpen(false);
    } catch {
      alerts.error(t('contractManagement.plan.templateError'));
    } finally {
      setTemplateBusy(false);
    }
  };

  const changes = useMemo(() => (data ? planChanges(data, edits) : []), [data, edits]);
  const problems = useMemo(
    () =>
      new Map(
        changes
          .filter((c) => c.problems.length > 0)
          .map((c) => [planCellKey(c.contractId, c.date), c.problems]),
      ),
    [changes],
  );
  const dirty = changes.length > 0;

  const submit = async () => {
    if (problems.size > 0) {
      alerts.error(t('contractManagement.plan.invalid'));
      return;
    }
    const result = await cycle.run(() => save.mutateAsync(toPlanSave(changes)));
    if (result.ok) {
      setEdits(new Map());
      alerts.success(t('contractManagement.plan.saved'));
    } else {
      const notice = describeError(result.error);
      alerts.error(translate(notice.message), notice.durationMs);
    }
  };

  return (
    <Stack spacing={2}>
      <UnsavedChangesGuard when={dirty} />
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {t('contractManagement.plan.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
          {t('contractManagement.plan.intro')}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ContractsPlanUpload projectId={projectId} onTemplate={() => setTemplateOpen(true)} />
        <ContractsPlanTemplateDialog
          key={data?.Today}
          week={data}
          open={templateOpen}
          busy={templateBusy}
          onClose={() => setTemplateOpen(false)}
          onDownload={(days) => void downloadTemplate(days)}
        />
      </Paper>
      {plan.isError && <Alert severity="error">{t('contractManagement.loadError')}</Alert>}
      {!data ? (
        !plan.isError && <Skeleton variant="rounded" height={360} />
      ) : data.Contracts.length === 0 ? (
        <Alert severity="info">{t('contractManagement.plan.noContracts')}</Alert>
      ) : (
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <IconButton
              aria-label={t('contractManagement.plan.previousWeek')}
              onClick={() => onWeekChange(addPlanDays(data.WeekStart, -7))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography sx={{ fontWeight: 600 }}>
              {t('contractManagement.plan.weekOf', {
                date: dayjs(data.WeekStart).format('MM/DD/YYYY'),
              })}
            </Typography>
            <IconButton
              aria-label={t('contractManagement.plan.nextWeek')}
              onClick={() => onWeekChange(addPlanDays(data.WeekStart, 7))}
            >
              <ChevronRightIcon />
            </IconButton>
            <Button size="small" onClick={() => onWeekChange(undefined)}>
              {t('contractManagement.plan.thisWeek')}
            </Button>
            <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
              {dirty && (
                <>
                  <Typography variant="body2" sx={{ color: 'warning.main' }}>
                    {t('contractManagement.plan.unsaved', { count: changes.length })}
                  </Typography>
                  <Button size="small" onClick={() => setEdits(new Map())}>
                    {t('contractManagement.plan.discard')}
                  </Button>
                </>
              )}
              <SaveChangesButton
                status={cycle.status}
                disabled={!dirty && cycle.status === 'idle'}
              />
            </Stack>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('contractManagement.plan.cellHelp')}
          </Typography>
          <ContractsPlanGrid
            week={data}
            edits={edits}
            problems={problems}
            onEdit={(key, value) => setEdits((current) => new Map(current).set(key, value))}
          />
        </Stack>
      )}
    </Stack>
  );
}
