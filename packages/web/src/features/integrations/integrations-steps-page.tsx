import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { IMPORT_STEPS } from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useServiceProvider } from './api/integrations-api.ts';
import { IntegrationsCompleteStep } from './components/integrations-complete-step.tsx';
import { IntegrationsImportStep } from './components/integrations-import-step.tsx';
import { IntegrationsMapStep } from './components/integrations-map-step.tsx';
import { IntegrationsReviewStep } from './components/integrations-review-step.tsx';
import './integrations.css';

await loadLocales('features/integrations');

export type ImportStepPath = (typeof IMPORT_STEPS)[number]['path'];

const ROUTES = {
  import: '/project/$id/integrations/steps/import',
  'map-contracts': '/project/$id/integrations/steps/map-contracts',
  review: '/project/$id/integrations/steps/review',
  complete: '/project/$id/integrations/steps/complete',
} as const satisfies Record<ImportStepPath, string>;

export interface IntegrationsStepsPageProps {
  projectId: number;
  providerId: number;
  /** Set from step 1 on (the routes of later steps send a missing one back to step 0). */
  fileImportId: number | undefined;
  step: ImportStepPath;
  timeZoneId: string | undefined;
}

/**
 * The schedule import stepper (spec 001 §4): Import, Map Contracts, Review, Complete. Uploading
 * moves to step 1, saving the mappings to step 2, processing to step 3; leaving a step with
 * unsaved changes asks first.
 */
export function IntegrationsStepsPage(props: IntegrationsStepsPageProps) {
  const { projectId, providerId, fileImportId, step } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const navigate = useNavigate();
  const provider = useServiceProvider(projectId, providerId);
  const name = provider.data?.ServiceProviderName ?? '';
  const [dirty, setDirty] = useState(false);
  // A step that just saved moves on without the leave question.
  const proceeding = useRef(false);
  const active = IMPORT_STEPS.findIndex((s) => s.path === step);

  const goTo = (next: ImportStepPath, id: number | undefined = fileImportId) => {
    proceeding.current = true;
    setDirty(false);
    void navigate({
      to: ROUTES[next],
      params: { id: String(projectId) },
      search: { serviceProviderId: providerId, fileImportId: next === 'import' ? undefined : id },
    }).finally(() => {
      proceeding.current = false;
    });
  };
  const toProviders = () =>
    void navigate({ to: '/project/$id/integrations/providers', params: { id: String(projectId) } });

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <UnsavedChangesGuard when={dirty} allow={() => proceeding.current} />
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={toProviders} sx={{ mb: 1 }}>
          {t('integrations.steps.cancel')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('integrations.steps.heading', { provider: name })}
        </Typography>
      </div>
      <Stepper activeStep={active} alternativeLabel aria-label={t('integrations.steps.label')}>
        {IMPORT_STEPS.map((s, index) => (
          <Step key={s.path} completed={index < active || step === 'complete'}>
            <StepLabel>{translate(s.label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'import' && (
        <IntegrationsImportStep
          key={providerId}
          projectId={projectId}
          providerId={providerId}
          providerName={name}
          onDirty={setDirty}
          onUploaded={(id) => goTo('map-contracts', id)}
        />
      )}
      {step === 'map-contracts' && fileImportId !== undefined && (
        <IntegrationsMapStep
          key={fileImportId}
          projectId={projectId}
          providerId={providerId}
          fileImportId={fileImportId}
          onDirty={setDirty}
          onBack={() => goTo('import')}
          onSaved={() => goTo('review')}
        />
      )}
      {step === 'review' && fileImportId !== undefined && (
        <IntegrationsReviewStep
          projectId={projectId}
          providerId={providerId}
          fileImportId={fileImportId}
          timeZoneId={props.timeZoneId}
          onBack={() => goTo('map-contracts')}
          onProcessed={() => goTo('complete')}
        />
      )}
      {step === 'complete' && fileImportId !== undefined && (
        <IntegrationsCompleteStep
          projectId={projectId}
          providerId={providerId}
          fileImportId={fileImportId}
          onContracts={() =>
            void navigate({
              to: '/project/$id/contracts-summary',
              params: { id: String(projectId) },
            })
          }
          onAnother={() => goTo('import')}
        />
      )}
    </div>
  );
}
