import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ALERT_TYPE,
  ZONE_DEFAULT_STATUSES,
  ZONES_MESSAGES,
  type ZoneDefaultStatus,
  type ZoneRules,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { useZone } from './api/get-zone.ts';
import { useZoneRules } from './api/get-zone-rules.ts';
import { useResetWorkerRule, useSaveZoneRules } from './api/save-zone-rules.ts';
import {
  ZonesAddContractRule,
  ZonesAddWorkerRule,
  type RuleCandidate,
} from './components/zones-add-rule.tsx';
import { ZonesRuleRow } from './components/zones-rule-row.tsx';
import { ZonesRulesCard } from './components/zones-rules-card.tsx';
import { siteToday } from '@/lib/zone-clock.ts';
import {
  addRule,
  changeDate,
  changeLevel,
  draftFromRules,
  draftProblems,
  draftToUpdate,
  isDraftDirty,
  removeRule,
  ruleKey,
  type DraftRule,
  type RuleKind,
  type RulesDraft,
} from './zones-rules-draft.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/zones');

export interface ZonesAccessPageProps {
  projectId: number;
  zoneId: number;
  timeZoneId: string | undefined;
}

/** spec 002 §2–§5: the zone's default status, contract rules and worker rules, saved together. */
export function ZonesAccessPage({ projectId, zoneId, timeZoneId }: ZonesAccessPageProps) {
  const { t } = useTranslation();
  const rules = useZoneRules(projectId, zoneId);
  const zone = useZone(projectId, zoneId);
  if (zone.isError) return null; // the layout above says why
  if (rules.isError) return <Alert severity="error">{t('zones.detail.loadError')}</Alert>;
  if (rules.isPending || zone.isPending) return <Skeleton variant="rounded" height={320} />;
  return (
    <ZonesAccessEditor
      key={zoneId}
      projectId={projectId}
      zoneId={zoneId}
      saved={rules.data}
      archived={zone.data.IsArchived}
      isRoot={zone.data.parentProjectZoneId === null}
      today={siteToday(timeZoneId)}
    />
  );
}

function ZonesAccessEditor(props: {
  projectId: number;
  zoneId: number;
  saved: ZoneRules;
  archived: boolean;
  /** A top-level zone has no parent: inheriting there means allowing (DOMAIN.md). */
  isRoot: boolean;
  today: string;
}) {
  const { projectId, zoneId, saved, archived, isRoot, today } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const save = useSaveZoneRules(projectId, zoneId);
  const reset = useResetWorkerRule(projectId, zoneId);
  const cycle = useSaveCycle();
  const [draft, setDraft] = useState<RulesDraft>(() => draftFromRules(saved));
  const [base, setBase] = useState(saved);
  const [resetting, setResetting] = useState<DraftRule | null>(null);

  // Rules read afresh (another tab saved, a reset) replace an untouched draft.
  if (saved !== base) {
    setBase(saved);
    if (!isDraftDirty(draft, base)) setDraft(draftFromRules(saved));
  }
  const dirty = isDraftDirty(draft, saved);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const busy = cycle.status === 'busy' || archived;

  const onAdd = (kind: RuleKind) => (who: RuleCandidate) => {
    setDraft((d) => addRule(d, kind, who, today));
    alerts.show({ type: ALERT_TYPE.info, message: ZONES_MESSAGES.ruleAddedPending });
  };
  const onSave = async () => {
    const result = await cycle.run(() => save.mutateAsync(draftToUpdate(draft)));
    if (result.ok) {
      setDraft(draftFromRules(result.value));
      setBase(result.value);
      alerts.success(ZONES_MESSAGES.zoneUpdated);
    } else {
      alerts.error(ZONES_MESSAGES.rulesSaveError);
    }
  };
  const onReset = async (rule: DraftRule) => {
    try {
      await reset.mutateAsync(rule.id);
      setDraft((d) => removeRule(d, 'workers', rule.id));
      alerts.success(ZONES_MESSAGES.accessReset);
    } catch {
      alerts.error(ZONES_MESSAGES.rulesSaveError);
    }
    setResetting(null);
  };

  const rows = (kind: RuleKind) =>
    draft[kind].map((rule) => (
      <ZonesRuleRow
        key={rule.id}
        rule={rule}
        problems={problems.get(ruleKey(kind, rule.id)) ?? []}
        disabled={busy || (kind === 'contracts' && draft.status === 'INHERIT')}
        onLevel={(level) => setDraft((d) => changeLevel(d, kind, rule.id, level, today))}
        onDate={(field, value) => setDraft((d) => changeDate(d, kind, rule.id, field, value))}
        onRemove={() => setDraft((d) => removeRule(d, kind, rule.id))}
        onReset={kind === 'workers' && rule.saved ? () => setResetting(rule) : undefined}
      />
    ));

  return (
    <Stack spacing={2.5}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('zones.access.defaultTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('zones.access.defaultHelp')}
          </Typography>
          <RadioGroup
            aria-label={t('zones.access.defaultTitle')}
            value={draft.status}
            onChange={(event) =>
              setDraft((d) => ({ ...d, status: event.target.value as ZoneDefaultStatus }))
            }
          >
            {ZONE_DEFAULT_STATUSES.map((status) => (
              <FormControlLabel
                key={status}
                value={status}
                disabled={busy}
                control={<Radio />}
                label={
                  status === 'INHERIT' && isRoot
                    ? t('zones.access.INHERIT_ROOT')
                    : t(`zones.access.${status}`, {
                        status: t(`zones.status.${saved.InheritedAuthorizationStatus}`),
                      })
                }
              />
            ))}
          </RadioGroup>
        </CardContent>
      </Card>
      <ZonesRulesCard
        title={t('zones.access.contractsTitle')}
        help={t('zones.access.contractsHelp')}
        empty={t('zones.access.noContractRules')}
        count={draft.contracts.length}
        note={
          draft.status === 'INHERIT' && (
            <Alert severity="info">
              {t('zones.access.inheritNote')}
              {draft.contracts.length > 0 && ` ${t('zones.access.inheritDrops')}`}
            </Alert>
          )
        }
        add={
          <ZonesAddContractRule
            projectId={projectId}
            taken={new Set(draft.contracts.map((r) => r.id))}
            disabled={busy || draft.status === 'INHERIT'}
            onAdd={onAdd('contracts')}
          />
        }
      >
        {rows('contracts')}
      </ZonesRulesCard>
      <ZonesRulesCard
        title={t('zones.access.workersTitle')}
        help={t('zones.access.workersHelp')}
        empty={t('zones.access.noWorkerRules')}
        count={draft.workers.length}
        add={
          <ZonesAddWorkerRule
            projectId={projectId}
            taken={new Set(draft.workers.map((r) => r.id))}
            disabled={busy}
            onAdd={onAdd('workers')}
          />
        }
      >
        {rows('workers')}
      </ZonesRulesCard>
      {!archived && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SaveChangesButton
            type="button"
            status={cycle.status}
            disabled={!dirty || problems.size > 0}
            onClick={() => void onSave()}
          />
          {problems.size > 0 && (
            <Typography variant="body2" color="error">
              {t('zones.access.fixRules')}
            </Typography>
          )}
        </Stack>
      )}
      <UnsavedChangesGuard when={dirty && cycle.status !== 'busy'} />
      <ConfirmDialog
        open={resetting !== null}
        title={t('zones.access.resetTitle')}
        message={t('zones.access.resetMessage', { name: resetting?.name ?? '' })}
        confirmLabel={t('zones.access.reset')}
        busy={reset.isPending}
        onConfirm={() => resetting && void onReset(resetting)}
        onCancel={() => setResetting(null)}
      />
    </Stack>
  );
}
